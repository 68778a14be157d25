import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { epochMsSchema, idSchema, isoDateTimeSchema, urlIdSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { locationSchema } from '../blocks/media-blocks.js'
import { RecordType, type RecordTypeCode } from '../enumerations/record-types.js'
import { contentStatusSchema } from './content-status.js'
import { imageRefSchema } from './image-ref.js'
import { layoutSchema } from './layout.js'
import { lessonSchema } from './lesson.js'
import { productContentSchema } from './product-content.js'

export const ITEM_VERSION = 1

export const itemMigrations: Migrations = {
  name: 'Item',
  currentVersion: ITEM_VERSION,
  up: [stampVersionOne],
}

const recordTypeCodes = Object.values(RecordType) as number[]

const itemShape = z
  .object({
    schemaVersion: z.literal(ITEM_VERSION),
    id: idSchema,
    websiteId: idSchema,
    collectionId: idSchema,
    urlId: urlIdSchema,
    title: z.string().min(1, { error: 'An item needs a title.' }),
    recordType: z.number().refine((code) => recordTypeCodes.includes(code), {
      error: 'Unknown record type.',
    }),
    status: contentStatusSchema,
    publishOn: isoDateTimeSchema.optional(),
    author: z.object({ displayName: z.string() }).optional(),
    tags: z
      .array(
        z
          .string()
          .min(1)
          .max(Limits.tagLength, {
            error: `A tag is at most ${Limits.tagLength} characters.`,
          }),
      )
      .default([]),
    categories: z
      .array(
        z
          .string()
          .min(1)
          .max(Limits.categoryLength, {
            error: `A category is at most ${Limits.categoryLength} characters.`,
          }),
      )
      .default([]),
    excerpt: z.string().default(''),
    /** The search-engine title and description; the item's own title and excerpt when absent. */
    seo: z
      .object({
        title: z.string().max(200, { error: 'An SEO title is at most 200 characters.' }),
        description: z
          .string()
          .max(1000, { error: 'An SEO description is at most 1,000 characters.' }),
      })
      .optional(),
    body: layoutSchema.optional(),
    mainImage: imageRefSchema.optional(),
    startDate: epochMsSchema.optional(),
    endDate: epochMsSchema.optional(),
    location: locationSchema.optional(),
    structuredContent: productContentSchema.optional(),
    /** A lesson of a course (issue 21): video or text, its duration and video. */
    lesson: lessonSchema.optional(),
  })
  .check((ctx) => {
    const item = ctx.value
    const problem = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: item })
    if (item.status === 'scheduled' && item.publishOn === undefined) {
      problem('A scheduled item needs a publishOn date.', 'publishOn')
    }
    if (item.recordType === RecordType.event) {
      if (item.startDate === undefined) problem('An event needs a start date.', 'startDate')
      if (item.endDate === undefined) problem('An event needs an end date.', 'endDate')
      if (
        item.startDate !== undefined &&
        item.endDate !== undefined &&
        item.endDate < item.startDate
      ) {
        problem('An event cannot end before it starts.', 'endDate')
      }
    }
    if (item.recordType === RecordType['store-item'] && item.structuredContent === undefined) {
      problem('A product needs its structuredContent.', 'structuredContent')
    }
  })
  .transform((item) => ({ ...item, recordType: item.recordType as RecordTypeCode }))

/** An entry of a collection: blog post, gallery image, event, product or lesson. */
export const itemSchema = versioned(itemMigrations, itemShape)

export type Item = z.output<typeof itemSchema>
export type ItemInput = z.input<typeof itemShape>
