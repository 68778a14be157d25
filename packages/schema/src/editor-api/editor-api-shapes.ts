import type { ContentStatus } from '../records/content-status.js'

/*
 * Shapes the editor API (`/api/editor/…`) and the editor share: the server types its services with
 * them and the editor its calls, so a change on one side that the other does not follow breaks
 * the typecheck instead of a save.
 */

/** SPEC §2 font picker categories. */
export const FONT_CATEGORIES = [
  'Sans Serif',
  'Serif',
  'Display',
  'Script',
  'Slab Serif',
  'Mono',
  'Other',
] as const
export type FontCategory = (typeof FONT_CATEGORIES)[number]

/** The site's fonts and colours (`/api/editor/styles`). */
export interface SiteStyles {
  fonts: { heading: string; body: string }
  /** background, text and accent always; further named colours as the theme grows. */
  colors: Record<string, string>
}

/** One page of a new page order (`PUT /api/editor/pages/order`), its subpages under it. */
export interface NavNode {
  id: string
  children?: NavNode[]
}

/** Where a file shows on the site: a page (draft or published), a post or product, the site. */
export interface FileUse {
  kind: 'page' | 'item' | 'site'
  id: string
  title: string
}

/** A tag or category of a collection's items, with how many items use it. */
export interface TaxonomyEntry {
  name: string
  count: number
}

export interface Taxonomy {
  tags: TaxonomyEntry[]
  categories: TaxonomyEntry[]
}

/** A change of a page's settings (`PATCH /api/editor/pages/:id`). */
export interface PagePatch {
  title?: string
  navigationTitle?: string
  urlId?: string
  seoTitle?: string
  seoDescription?: string
  status?: ContentStatus
  publishOn?: string | null
  password?: string | null
  memberOnly?: boolean
  /** The member area holding the page (it becomes member-only); null takes it out of its area. */
  memberAreaId?: string | null
  /** The address alone, or with the new-window choice; '' or null removes it. */
  externalLink?: string | { url: string; newWindow?: boolean } | null
  /** The `settingsVersion` the owner's form was filled from; a change since then is refused. */
  baseVersion?: number
}
