import type { FontCategory } from './editor-api-shapes.js'
import type { ContentStatus } from '../records/content-status.js'
import type { Layout } from '../records/layout.js'
import type { Lesson } from '../records/lesson.js'
import type { SiteFooter, SiteHeader } from '../records/site-header-footer.js'

/*
 * The editor API's site-wide answers (session, header and footer, fonts, posts), as the server
 * sends them: its services return these types and the editor reads them.
 */

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

/** `GET /api/editor/session`: who is signed in, on which website, and the crumb. */
export interface Session {
  /** `name`: given at the first-run setup; '' when none was asked. */
  user: { id: string; email: string; name?: string }
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

/** A font of the font picker (`GET /api/editor/fonts`). */
export interface FontEntry {
  family: string
  category: FontCategory
}

/** One row of the editor's post list. */
export interface ItemSummary {
  id: string
  collectionId: string
  title: string
  urlId: string
  status: ContentStatus
  publishOn?: string
  excerpt: string
  tags: string[]
  categories: string[]
  version: number
  updatedAt: string
  /** A course's lesson: its kind, minutes and video (issue 21). */
  lesson?: Lesson
}

/** A post as the post editor opens it: the row and its body. */
export interface ItemDetail extends ItemSummary {
  body: Layout | null
}

/** A file as the editor's file manager lists it. */
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

export type TagType = 'tag' | 'category'
