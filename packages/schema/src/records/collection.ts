import { z } from 'zod'
import { idSchema, isoDateTimeSchema, linkSchema, urlIdSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { CollectionType, type CollectionTypeCode } from '../enumerations/collection-types.js'
import { FolderBehaviour, type FolderBehaviourName } from '../enumerations/folder-behaviours.js'
import { contentStatusSchema } from './content-status.js'
import { gallerySettingsSchema } from './gallery-settings.js'
import { layoutSchema } from './layout.js'

export const COLLECTION_VERSION = 1

export const collectionMigrations: Migrations = {
  name: 'Collection',
  currentVersion: COLLECTION_VERSION,
  up: [stampVersionOne],
}

export const COLLECTION_KINDS = [
  'page',
  'blog',
  'store',
  'gallery',
  'events',
  'folder',
  'link',
  'course',
] as const
export type CollectionKind = (typeof COLLECTION_KINDS)[number]

/** The SPEC §3 collection type a new collection of each kind gets. */
export const DEFAULT_COLLECTION_TYPE: Record<CollectionKind, CollectionTypeCode> = {
  page: CollectionType.page,
  blog: CollectionType.generic,
  store: CollectionType.products,
  gallery: CollectionType['slide-gallery'],
  events: CollectionType.generic,
  folder: CollectionType.generic,
  link: CollectionType.generic,
  course: CollectionType.generic,
}

const collectionTypeCodes = Object.values(CollectionType) as number[]
const folderBehaviours = Object.keys(FolderBehaviour) as [
  FolderBehaviourName,
  ...FolderBehaviourName[],
]

const collectionShape = z
  .object({
    schemaVersion: z.literal(COLLECTION_VERSION),
    id: idSchema,
    websiteId: idSchema,
    urlId: urlIdSchema,
    title: z.string().min(1, { error: 'A collection needs a title.' }),
    navigationTitle: z.string().default(''),
    description: z.string().default(''),
    kind: z.enum(COLLECTION_KINDS),
    collectionType: z
      .number()
      .refine((code) => collectionTypeCodes.includes(code), {
        error: 'Unknown collection type.',
      })
      .optional(),
    status: contentStatusSchema,
    publishOn: isoDateTimeSchema.optional(),
    /** Visitors must enter the password (checked against this hash by the server) to see it. */
    passwordHash: z.string().min(1).optional(),
    memberOnly: z.boolean().default(false),
    /** The member area a member-only collection belongs to; absent: the site's default area. */
    memberAreaId: z.string().min(1).max(64).optional(),
    seo: z
      .object({ title: z.string().default(''), description: z.string().default('') })
      .prefault({}),
    externalLink: z.object({ url: linkSchema, newWindow: z.boolean().default(false) }).optional(),
    folderBehaviour: z.enum(folderBehaviours).optional(),
    gallerySettings: gallerySettingsSchema.optional(),
    layout: layoutSchema.optional(),
  })
  .check((ctx) => {
    const collection = ctx.value
    const problem = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: collection })
    if (collection.status === 'scheduled' && collection.publishOn === undefined) {
      problem('A scheduled collection needs a publishOn date.', 'publishOn')
    }
    if (collection.kind === 'link' && collection.externalLink === undefined) {
      problem('A link collection needs an external link.', 'externalLink')
    }
    if (collection.kind === 'page' && collection.layout === undefined) {
      problem('A page needs a layout.', 'layout')
    }
  })
  .transform((collection) => ({
    ...collection,
    navigationTitle: collection.navigationTitle || collection.title,
    collectionType: (collection.collectionType ??
      DEFAULT_COLLECTION_TYPE[collection.kind]) as CollectionTypeCode,
  }))

/** A page, blog, store, gallery, events list, folder or link of a site. */
export const collectionSchema = versioned(collectionMigrations, collectionShape)

export type Collection = z.output<typeof collectionSchema>
export type CollectionInput = z.input<typeof collectionShape>
