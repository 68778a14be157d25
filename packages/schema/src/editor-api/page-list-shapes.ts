import type { CollectionKind } from '../records/collection.js'
import type { ContentStatus } from '../records/content-status.js'
import type { Layout } from '../records/layout.js'

/*
 * The editor's page list and page content (`/api/editor/pages…`), as the server sends them: the
 * server's services return these types and the editor reads them, so neither side drifts.
 */

/** One row of the editor's page list. Its kind is the page's collection kind. */
export interface PageSummary {
  id: string
  kind: CollectionKind
  title: string
  navigationTitle: string
  urlId: string
  status: ContentStatus
  publishOn?: string
  locked: boolean
  memberOnly: boolean
  /** The member area of a member-only page; absent: the site's default area. */
  memberAreaId?: string
  children?: PageSummary[]
  version: number
  /** What a settings change names as `baseVersion`: it moves whenever the settings change. */
  settingsVersion: number
  seoTitle?: string
  seoDescription?: string
  /** Where a link page leads, and whether it opens in a new window. */
  externalLink?: string
  externalLinkNewWindow?: boolean
}

export type SectionId = 'main' | 'hidden' | 'member'

export interface PageSection {
  id: SectionId
  title: string
  pages: PageSummary[]
}

/** `GET /api/editor/pages`. */
export interface PagesResponse {
  sections: PageSection[]
  /** What a new order names as `baseVersion`: it moves whenever the navigation changes. */
  navigationVersion: number
}

/** A page's layout as the editor edits it (`GET /api/editor/pages/:id/content`). */
export interface PageContent {
  layout: Layout
  version: number
  publishedVersion: number
}
