import { z } from 'zod'
import { idSchema, linkSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'

export const NAVIGATION_VERSION = 1

export const navigationMigrations: Migrations = {
  name: 'Navigation',
  currentVersion: NAVIGATION_VERSION,
  up: [stampVersionOne],
}

export const collectionLinkSchema = z.object({
  id: idSchema,
  kind: z.literal('collection'),
  collectionId: idSchema,
  /** Overrides the collection's navigation title when set. */
  title: z.string().optional(),
})

export const externalLinkSchema = z.object({
  id: idSchema,
  kind: z.literal('external'),
  url: linkSchema,
  title: z.string().min(1, { error: 'A link needs a title.' }),
  newWindow: z.boolean().default(false),
})

const leafLinkSchema = z.discriminatedUnion('kind', [collectionLinkSchema, externalLinkSchema])

/** Folders hold links one level deep, as the site header shows them. */
export const folderLinkSchema = z.object({
  id: idSchema,
  kind: z.literal('folder'),
  title: z.string().min(1, { error: 'A folder needs a title.' }),
  collectionId: idSchema.optional(),
  children: z.array(leafLinkSchema).default([]),
})

export const navigationLinkSchema = z.discriminatedUnion('kind', [
  collectionLinkSchema,
  externalLinkSchema,
  folderLinkSchema,
])

/** `member`: the member-area navigation, pages only site members may see (SPEC §2). */
export const NAVIGATION_SECTIONS = ['main', 'secondary', 'hidden', 'member'] as const
export type NavigationSection = (typeof NAVIGATION_SECTIONS)[number]

export const navigationSchema = versioned(
  navigationMigrations,
  z.object({
    schemaVersion: z.literal(NAVIGATION_VERSION),
    main: z.array(navigationLinkSchema).default([]),
    secondary: z.array(navigationLinkSchema).default([]),
    hidden: z.array(navigationLinkSchema).default([]),
    member: z.array(navigationLinkSchema).default([]),
  }),
)

export type CollectionLink = z.output<typeof collectionLinkSchema>
export type ExternalLink = z.output<typeof externalLinkSchema>
export type FolderLink = z.output<typeof folderLinkSchema>
export type NavigationLink = z.output<typeof navigationLinkSchema>
export type Navigation = z.output<typeof navigationSchema>

/** Every collection id the navigation points to, in order, folders included. */
export function linkedCollectionIds(navigation: Navigation): string[] {
  const ids: string[] = []
  for (const section of NAVIGATION_SECTIONS) {
    for (const link of navigation[section]) {
      if (link.kind === 'collection') ids.push(link.collectionId)
      if (link.kind === 'folder') {
        if (link.collectionId !== undefined) ids.push(link.collectionId)
        for (const child of link.children)
          if (child.kind === 'collection') ids.push(child.collectionId)
      }
    }
  }
  return ids
}
