import type { ContentStatus, FontCategory, Layout, SiteFooter, SiteHeader } from '@atelier/schema'

/**
 * The shapes both sides of the editor API use come from `@atelier/schema`, where the server's
 * services take them too: a change there the editor does not follow breaks its typecheck.
 */
export { FONT_CATEGORIES } from '@atelier/schema'
export type {
  FileUse,
  FontCategory,
  NavNode,
  PagePatch,
  SiteStyles,
  Taxonomy,
  TaxonomyEntry,
} from '@atelier/schema'

/** Shapes of the editor API (`/api/editor/…`), as the server sends them. */
export type PageKind = 'page' | 'blog' | 'store' | 'gallery' | 'events' | 'link' | 'folder'

export interface PageSummary {
  id: string
  kind: PageKind
  title: string
  navigationTitle: string
  urlId: string
  status: ContentStatus
  publishOn?: string
  locked: boolean
  memberOnly: boolean
  children?: PageSummary[]
  version: number
  /** Named as `baseVersion` when the page settings are saved (a conflict check). */
  settingsVersion: number
  seoTitle?: string
  seoDescription?: string
  externalLink?: string
}

export type SectionId = 'main' | 'hidden' | 'member'

export interface PageSection {
  id: SectionId
  title: string
  pages: PageSummary[]
}

export interface PagesResponse {
  sections: PageSection[]
  /** Named as `baseVersion` when a new page order is saved (a conflict check). */
  navigationVersion: number
}

/** A site-wide document as read or saved, with the version a save names as `baseVersion`. */
export type Versioned<D> = D & { version: number }

/** SPEC §7 `site-header-footer`. */
export interface HeaderFooter {
  header: SiteHeader
  footer: SiteFooter
}

/** The site title and logo, and the version a change of them names as `baseVersion`. */
export interface WebsiteIdentity {
  title: string
  logoFileId: string | null
  identityVersion: number
}

export interface Session {
  user: { id: string; email: string }
  website: WebsiteIdentity & {
    id: string
    baseUrl: string
    /** The IANA time zone the site's dates and times are entered in (default America/New_York). */
    timeZone?: string
    /** SPEC §3 website subscription status (trial 3, paid 8, …); picks the Upgrade destination. */
    subscriptionStatus?: number
  }
  crumb: string
}

export interface PageContent {
  layout: Layout
  version: number
  publishedVersion: number | null
}

export interface ItemSummary {
  id: string
  title: string
  excerpt?: string
  tags?: string[]
  categories?: string[]
  status: ContentStatus
  publishOn?: string
  urlId?: string
  version: number
  body?: Layout
}

export type TagType = 'tag' | 'category'

export interface SiteFile {
  id: string
  url: string
  name: string
  mime: string
  size: number
  width?: number
  height?: number
  srcset?: string
}

export interface FontEntry {
  family: string
  category: FontCategory
}
