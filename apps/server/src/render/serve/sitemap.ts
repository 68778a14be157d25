import { collectionPath, itemPath } from '../context/content-paths.js'
import { escapeHtml } from '../../html/escape-html.js'
import type { RenderEnv } from '../context/render-env.js'

const ITEM_PAGES = new Set(['blog', 'store', 'events'])

/** Every page, list, post, event and product a visitor can open now (no drafts, private or locked). */
export function sitemapUrls(env: RenderEnv, homeId: string | undefined): string[] {
  const open = [...env.visibleCollections.values()].filter(
    (collection) =>
      !env.snapshot.lockedCollectionIds.has(collection.id) &&
      collection.kind !== 'link' &&
      collection.kind !== 'folder',
  )
  const urls = open.map((collection) =>
    collection.id === homeId ? '/' : collectionPath(collection),
  )
  const byId = new Map(open.map((collection) => [collection.id, collection]))
  for (const item of env.visibleItems) {
    const collection = byId.get(item.collectionId)
    if (collection && ITEM_PAGES.has(collection.kind)) urls.push(itemPath(collection, item))
  }
  return [...new Set(urls)]
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
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
