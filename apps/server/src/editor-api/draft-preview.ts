import type { Collection } from '@atelier/schema'
import type { FileStore } from '../files/file-store.js'
import { escapeHtml } from '../html/escape-html.js'
import { loadSiteSnapshot, readSiteVersion } from '../render/snapshot/load-site-snapshot.js'
import type { Theme } from '../render/template/load-theme.js'
import { createPageRenderer } from '../render/template/page-renderer.js'
import type { SiteSnapshot } from '../render/snapshot/site-snapshot.js'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { notFound, ok } from '../errors/editor-failure.js'
import { findPageRecord } from './page-record.js'
import { pageNotFound } from './pages-service.js'
import { FONT_URL_PREFIX } from '../sites/font-faces.js'
import { previewFrameScript } from './preview-frame-script.js'

export interface DraftPreviewDeps {
  storage: Storage
  fileStore: FileStore
}

/**
 * Renders one page as visitors would see it once published: the published site with this page's
 * draft layout swapped in and the page shown whatever its status or password. It goes through the
 * visitors' renderer and theme, so the canvas and the site cannot drift apart.
 */
export function createDraftPreview(deps: DraftPreviewDeps, theme: Theme) {
  const renderer = createPageRenderer(theme, { cacheSize: 20 })

  return async function renderDraft(
    websiteId: string,
    pageId: string,
    now: Date,
    origin: string,
  ): Promise<EditorResult<string>> {
    const record = await findPageRecord(deps.storage, websiteId, pageId)
    if (record === undefined) return notFound(pageNotFound)
    const version = await readSiteVersion(deps.storage, websiteId)
    const site = await loadSiteSnapshot(deps, websiteId, version)
    const draft = record.draft ?? record.published
    const snapshot: SiteSnapshot = {
      ...site,
      version: `${version}:draft:${pageId}:${record.version}`,
      collections: site.collections.map((collection) =>
        collection.id === pageId ? shownAsDraft(collection, draft) : collection,
      ),
      lockedCollectionIds: new Set([...site.lockedCollectionIds].filter((id) => id !== pageId)),
    }
    const path = `/${record.settings.urlId}`
    const page = renderer.page(snapshot, { path, query: {}, unlocked: new Set() }, now, origin)
    const html =
      page.kind === 'redirect'
        ? `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(record.settings.title)}</title></head><body><p>This page links to <a href="${escapeHtml(page.location)}">${escapeHtml(page.location)}</a>.</p></body></html>`
        : page.html
    return ok(withEditorHooks(html, pageId))
  }
}

export type DraftPreview = ReturnType<typeof createDraftPreview>

function shownAsDraft(collection: Collection, draft: Collection['layout'] | null): Collection {
  const { publishOn: _when, ...rest } = collection
  return {
    ...rest,
    status: 'published',
    ...(draft === null || draft === undefined ? {} : { layout: draft }),
  }
}

/**
 * Adds the frame script that talks to the editor, and every shipped web font (an owner trying
 * fonts in the styles panel sees any of them at once; visitors get only the site's own). The
 * theme itself gives each block wrapper its `data-block-id` and the layout carries the site
 * styles, so the canvas needs nothing else.
 */
export function withEditorHooks(html: string, pageId: string): string {
  const script = previewFrameScript(pageId)
  const fonts = `<link rel="stylesheet" href="${FONT_URL_PREFIX}all.css">`
  const withFonts = html.includes('</head>') ? html.replace('</head>', `${fonts}</head>`) : html
  return withFonts.includes('</body>')
    ? withFonts.replace(/<\/body>(?![\s\S]*<\/body>)/, `${script}</body>`)
    : withFonts + script
}
