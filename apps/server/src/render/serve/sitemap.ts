import { collectionPath, itemPath } from '../context/content-paths.js'
import { escapeHtml } from '../../html/escape-html.js'
import type { RenderEnv } from '../context/render-env.js'

const ITEM_PAGES = new Set(['blog', 'store', 'events'])

export interface SitemapEntry {
  path: string
  /** When the page last changed (W3C date-time), if known. */
  lastmod?: string
}

/** Every page, list, post, event and product a visitor can open now (no drafts, private or locked). */
export function sitemapEntries(env: RenderEnv, homeId: string | undefined): SitemapEntry[] {
  const open = [...env.visibleCollections.values()].filter(
    (collection) =>
      !env.snapshot.lockedCollectionIds.has(collection.id) &&
      collection.kind !== 'link' &&
      collection.kind !== 'folder',
  )
  const changed = env.snapshot.updatedAt
  const latest = new Map<string, string>()
  const note = (key: string, at: string | undefined) => {
    const known = latest.get(key)
    if (at !== undefined && (known === undefined || at > known)) latest.set(key, at)
  }
  const byId = new Map(open.map((collection) => [collection.id, collection]))
  const itemEntries: SitemapEntry[] = []
  for (const item of env.visibleItems) {
    const collection = byId.get(item.collectionId)
    if (collection === undefined || !ITEM_PAGES.has(collection.kind)) continue
    const at = lastmodOf(changed?.get(item.id))
    // A list changes when one of its items does.
    note(collection.id, at)
    itemEntries.push({ path: itemPath(collection, item), ...(at ? { lastmod: at } : {}) })
  }
  const entries: SitemapEntry[] = open.map((collection) => {
    note(collection.id, lastmodOf(changed?.get(collection.id)))
    const at = latest.get(collection.id)
    return {
      path: collection.id === homeId ? '/' : collectionPath(collection),
      ...(at ? { lastmod: at } : {}),
    }
  })
  const seen = new Set<string>()
  return [...entries, ...itemEntries].filter(
    (entry) => !seen.has(entry.path) && seen.add(entry.path),
  )
}

/** A stored time as the sitemap protocol writes it (W3C date-time, UTC); undefined if unreadable. */
function lastmodOf(stored: string | undefined): string | undefined {
  if (stored === undefined) return undefined
  const time = Date.parse(stored)
  return Number.isFinite(time) ? new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      }</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /config',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
