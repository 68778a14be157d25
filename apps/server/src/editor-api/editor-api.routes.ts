import type { FastifyInstance } from 'fastify'
import { meRoutes, peopleRoutes } from '../people/people.routes.js'
import { loadTheme } from '../render/template/load-theme.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { createDraftPreview } from './draft-preview.js'
import { requireEditor } from '../access/editor-access.js'
import { editorSpaRoutes } from './editor-spa.routes.js'
import type { EditorPermission } from '../access/editor-access.js'
import { editorFilesRoutes } from './files.routes.js'
import { itemsRoutes } from './items.routes.js'
import { memberAreasRoutes } from '../members/member-areas.routes.js'
import { pageSummarySchema } from './page-summary.js'
import { pagesRoutes } from './pages.routes.js'
import { pickersRoutes } from './pickers.routes.js'
import { previewRoutes } from './preview.routes.js'
import { productMerchandisingRoutes } from './product-merchandising.routes.js'
import { productVariantsRoutes } from './product-variants.routes.js'
import { publishDue } from './scheduled-publishing.js'
import { storeRoutes } from './store.routes.js'
import { stylesRoutes } from './styles.routes.js'
import { sessionRoutes, websiteRoutes } from './website.routes.js'

export interface EditorApiOptions {
  /** Where the built editor lives; default `apps/editor/dist`. */
  editorDistDir?: string
  /** How often scheduled pages and posts are checked; default one minute. */
  publishIntervalMs?: number
}

/**
 * Everything the owner's editor at /config talks to. Registered before the page routes, whose
 * catch-all would otherwise answer these paths. Each group of routes sits in its own scope with
 * the permission it needs, checked before anything else about the request.
 */
export async function editorApiRoutes(
  app: FastifyInstance,
  options: EditorApiOptions = {},
): Promise<void> {
  const services = app.atelier
  app.addSchema(pageSummarySchema)
  const renderDraft = createDraftPreview(services, await loadTheme())

  const scoped = (permission: EditorPermission, routes: (scope: FastifyInstance) => void) =>
    app.register(async (scope) => {
      scope.addHook('onRequest', requireEditor(services, permission))
      routes(scope)
    })

  await app.register(editorSpaRoutes, { distDir: options.editorDistDir })
  await scoped('pages', (scope) => {
    pagesRoutes(scope, services)
    memberAreasRoutes(scope, services)
  })
  await scoped('content', (scope) => {
    previewRoutes(scope, services, renderDraft)
    itemsRoutes(scope, services)
  })
  await scoped('content', (scope) => pickersRoutes(scope, services))
  await scoped('files', (scope) => editorFilesRoutes(scope, services))
  await scoped('store', (scope) => {
    storeRoutes(scope, services)
    productVariantsRoutes(scope, services)
    productMerchandisingRoutes(scope, services)
  })
  await scoped('styles', (scope) => stylesRoutes(scope, services))
  await scoped('website', (scope) => websiteRoutes(scope, services))
  await scoped('member', (scope) => {
    sessionRoutes(scope)
    meRoutes(scope)
  })
  await scoped('people', (scope) => peopleRoutes(scope, services))

  registerWorkerStep(app, {
    name: 'scheduled-publishing',
    intervalMs: options.publishIntervalMs ?? 60_000,
    run: (now) => publishDue(services.storage, now),
  })
}
