import { z } from 'zod'
import { linkSchema } from '../core/primitives.js'

/**
 * Owner-written rich text as structured nodes. Owners never supply raw HTML for text; the renderer
 * turns these nodes into escaped markup.
 */
export const textRunSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
})

export const linkRunSchema = z.object({
  type: z.literal('link'),
  href: linkSchema,
  newWindow: z.boolean().default(false),
  children: z.array(textRunSchema),
})

export const inlineNodeSchema = z.discriminatedUnion('type', [textRunSchema, linkRunSchema])

export const paragraphNodeSchema = z.object({
  type: z.literal('paragraph'),
  children: z.array(inlineNodeSchema),
})

export const headingNodeSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Headings run from level 1 to 4.',
  }),
  children: z.array(inlineNodeSchema),
})

export const listNodeSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean().default(false),
  items: z.array(z.array(inlineNodeSchema)),
})

export const richTextNodeSchema = z.discriminatedUnion('type', [
  paragraphNodeSchema,
  headingNodeSchema,
  listNodeSchema,
])

export const richTextSchema = z.array(richTextNodeSchema)

export type TextRun = z.output<typeof textRunSchema>
export type LinkRun = z.output<typeof linkRunSchema>
export type InlineNode = z.output<typeof inlineNodeSchema>
export type RichTextNode = z.output<typeof richTextNodeSchema>
export type RichText = z.output<typeof richTextSchema>
