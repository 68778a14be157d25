import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { runtimeScripts } from '../../assets/runtime-assets.routes.js'
import { loadTheme } from '../template/load-theme.js'
import { createPageRenderer, type PageRenderer } from '../template/page-renderer.js'
import { createSiteSnapshots, type SiteSnapshots } from '../snapshot/site-snapshots.js'

export interface SiteRendering {
  renderer: PageRenderer
  snapshots: SiteSnapshots
}

const renderings = new WeakMap<AppServices, Promise<SiteRendering>>()

/**
 * The one renderer and snapshot cache of an app, shared by every area that draws pages (the
 * published site, the checkout pages), so a site version's snapshot is loaded once.
 */
export function siteRendering(app: FastifyInstance): Promise<SiteRendering> {
  const services = app.atelier
  let rendering = renderings.get(services)
  if (rendering === undefined) {
    rendering = create(app)
    renderings.set(services, rendering)
  }
  return rendering
}

async function create(app: FastifyInstance): Promise<SiteRendering> {
  const services = app.atelier
  const theme = await loadTheme()
  const renderer = createPageRenderer(theme, {
    // The visitor runtime's loader (it imports an island's code only where its mount point exists)
    // and, on pages whose islands are known (a product, the cart), their bundle at once.
    scriptsFor: runtimeScripts(),
    onTemplateErrors: (template, errors) =>
      app.log.warn({ template, errors: errors.slice(0, 5) }, 'template errors'),
  })
  const snapshots = createSiteSnapshots({
    storage: services.storage,
    fileStore: services.fileStore,
    searchIndex: services.searchIndex,
    onIndexError: (error) => app.log.error({ err: error }, 'search index refresh failed'),
  })
  return { renderer, snapshots }
}
