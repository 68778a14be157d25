import type {
  Collection,
  Domain,
  Form,
  Item,
  Navigation,
  SiteHeaderFooter,
  Website,
} from '@atelier/schema'

/** A stored file as pages use it: its public URL and the derived widths that exist. */
export interface SnapshotFile {
  id: string
  url: string
  width: number
  height: number
  derivedWidths: number[]
  alt: string
}

/**
 * Everything of one published site the renderer reads, loaded once per published version and
 * shared by every request until the site changes. Passwords appear as `lockedCollectionIds` to the
 * templates; the hashes ride along apart (never in a page context) so the unlock cookie of a visitor
 * is checked without a database round trip.
 */
export interface SiteSnapshot {
  /** Changes whenever anything visible changes; caches are keyed by it. */
  version: string
  website: Website
  domains: Domain[]
  collections: Collection[]
  items: Item[]
  navigation: Navigation
  headerFooter: SiteHeaderFooter
  forms: Form[]
  files: Map<string, SnapshotFile>
  /** Collections behind a password (lock screen, page type 103). */
  lockedCollectionIds: Set<string>
  /** The password hash of each locked collection, for unlock cookies and the lock form. */
  passwordHashes?: ReadonlyMap<string, string>
  /** When each collection and item last changed (ISO), by id: the sitemap's `<lastmod>`. */
  updatedAt?: ReadonlyMap<string, string>
  /** The owner's fonts and colours as `:root` variables, safe inside `<style>`; absent: theme look. */
  siteStylesCss?: string
  /**
   * The site's payment methods a page may promise: Stripe connected, and the owner's Afterpay /
   * Clearpay switch (Store Settings → Payments). Absent: none.
   */
  payments?: { stripe: boolean; afterpayClearpay: boolean }
}
