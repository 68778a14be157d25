import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { LogController } from 'fastify'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { AppServices } from './app-services.js'
import { fontFilesRoutes } from './assets/font-files.routes.js'
import { runtimeAssetsRoutes } from './assets/runtime-assets.routes.js'
import { analyticsRoutes } from './analytics/analytics.routes.js'
import type { AnalyticsRoutesOptions } from './analytics/analytics.routes.js'
import { experimentsRoutes } from './back-office/experiments/experiments.routes.js'
import { authRoutes } from './auth/auth.routes.js'
import { setupRoutes } from './people/setup.routes.js'
import { startingSitesRoutes } from './starting-sites/starting-sites.routes.js'
import { cartRoutes } from './commerce/cart.routes.js'
import { checkoutSettingsRoutes } from './checkout/checkout-settings.routes.js'
import { minimumSubtotalRoutes } from './checkout/minimum-subtotal.routes.js'
import { createStoredLoginRateLimiter } from './auth/stored-login-rate-limiter.js'
import type { StoredLoginRateLimiter } from './auth/stored-login-rate-limiter.js'
import { fastifyTrustProxy } from './config.js'
import type { Config } from './config.js'
import { editorApiRoutes } from './editor-api/editor-api.routes.js'
import { requireEditor } from './access/editor-access.js'
import { setServerPortForLinks } from './mail/site-base-url.js'
import { mailTemplatesRoutes } from './back-office/store-emails/mail-templates.routes.js'
import { inventoryRoutes } from './back-office/inventory/inventory.routes.js'
import { productCsvRoutes } from './back-office/product-csv/product-csv.routes.js'
import { productsRoutes } from './back-office/products/products.routes.js'
import { storeSettingsRoutes } from './back-office/store-settings/store-settings.routes.js'
import { paymentSettingsRoutes } from './back-office/store-settings/payment-settings.routes.js'
import { installErrorHandler } from './errors/error-handler.js'
import { fileStoreFor } from './files/file-store-for.js'
import type { FileStore } from './files/file-store.js'
import { filesRoutes } from './files/files.routes.js'
import { formsRoutes } from './forms/forms.routes.js'
import { installFormBodyParser } from './http/form-body-parser.js'
import { healthRoutes } from './http/health.routes.js'
import { installInputGuard } from './http/input-guard.js'
import { installOpenApi, openApiRoute } from './http/openapi.js'
import { installRequestLog, loggerOptions } from './http/request-log.js'
import { installSecurityHeaders } from './http/security-headers.js'
import type { LogStream } from './http/request-log.js'
import { mailRoutes } from './mail/mail.routes.js'
import { installAuditLog } from './people/audit-log.js'
import { invitationAcceptRoutes } from './people/invitation-accept.routes.js'
import type { MailingListProvider } from './mailing/mailing-list-provider.js'
import { mailingRoutes } from './mailing/mailing.routes.js'
import { cartRecoveryRoutes } from './cart-recovery/cart-recovery.routes.js'
import { restHooksRoutes } from './webhooks/rest-hooks.routes.js'
import { webhookRoutes } from './webhooks/webhooks.routes.js'
import type { WebhookRoutesOptions } from './webhooks/webhooks.routes.js'
import { restockRoutes } from './restock/restock.routes.js'
import { siteUserSessionRoutes } from './site-users/site-user-session.routes.js'
import { siteUsersRoutes } from './site-users/site-users.routes.js'
import { accountPages } from './site-users/account-pages.js'
import { customerAccountRoutes } from './site-users/customer-account.routes.js'
import { memberJoinRoutes } from './site-users/member-join.routes.js'
import { memberPersonalize } from './members/member-gate.js'
import { lessonPersonalize } from './lessons/lesson-personalize.js'
import { lessonProgressRoutes } from './lessons/lesson-progress.routes.js'
import { accountHomeRoutes } from './site-users/account-home.routes.js'
import { accountHomePage } from './site-users/account-home-page.js'
import { accountSectionsRoutes } from './site-users/account-sections.routes.js'
import { accountInvitationRoutes } from './site-users/account-invitation.routes.js'
import { crumbRoute, installCrumb } from './security/crumb.js'
import type { AttemptCounter } from './security/attempt-counter.js'
import { createRedisAttemptCounter } from './security/redis-attempt-counter.js'
import { createStoredAttemptCounter } from './security/stored-attempt-counter.js'
import { headerFooterRoutes } from './sites/header-footer.routes.js'
import { navigationRoutes } from './sites/navigation.routes.js'
import { ordersAdminRoutes } from './back-office/orders/orders-admin.routes.js'
import { ordersRoutes } from './orders/orders.routes.js'
import { defaultPaymentProviders } from './payments/default-payment-providers.js'
import { testCardTokensRoutes } from './payments/test-card-tokens.routes.js'
import { stripeForSite } from './payments/stripe/stripe-for-site.js'
import { savedCardsRoutes } from './site-users/saved-cards.routes.js'
import {
  installPublishedPageCache,
  installPublishedPageCapture,
  pageCacheServerFactory,
} from './render/serve/published-page-cache.js'
import { renderRoutes } from './render/serve/render.routes.js'
import { installSiteResolver } from './sites/site-resolver.js'
import { openStorage, storageOptionsFor } from './storage/open-storage.js'
import type { Storage } from './storage/open-storage.js'
import { migrateWhenReachable } from './storage/migrate-when-reachable.js'
import { createSearchIndex } from './storage/search-index.js'
import { installAppWorker } from './worker/app-worker.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Storage, files, search and the clock, for route plugins registered later (render …). */
    atelier: AppServices
  }
}

export interface AppDeps {
  /** An open, migrated storage the caller owns; otherwise one is opened from the config. */
  storage?: Storage
  fileStore?: FileStore
  now?: () => Date
  loginLimiter?: StoredLoginRateLimiter
  /** Where the shared limits count attempts; the database (or Redis with REDIS_URL) when absent. */
  attempts?: AttemptCounter
  logger?: FastifyServerOptions['logger']
  /** Where the app's own logger writes (tests read the JSON lines); stdout when absent. */
  logStream?: LogStream
  /** Keeps the mailing lists (newsletter sign-ups and restock opt-ins); Atelier's own tables when absent. */
  mailingLists?: MailingListProvider
  /** Rows a CSV export reads per step (tests use a small one to span several). */
  exportPageSize?: number
  /** Analytics ingestion with smaller limits or a held writer (tests). */
  analytics?: AnalyticsRoutesOptions
  /** Webhook delivery environment and signing clock (tests). */
  webhooks?: WebhookRoutesOptions
  /** Extra routes (tests), registered before the page routes. */
  routes?: (app: FastifyInstance, services: AppServices) => void
}

const bodyLimitBytes = 1_000_000

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const server = pageCacheServerFactory()
  const app = Fastify({
    // Cached published pages are answered by the HTTP server before Fastify (published-page-cache.ts).
    serverFactory: server.serverFactory,
    // Bodies are never logged; headers are, with cookies and tokens redacted (request-log.ts).
    logger: deps.logger ?? loggerOptions(config, deps.logStream),
    // Fastify's own per-request lines are off: request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    // Off unless TRUST_PROXY says which proxies report the client's address (README).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
  })

  const ownsStorage = deps.storage === undefined
  // Links to a local host in mail carry this server's port (main.ts sets the real one).
  setServerPortForLinks(config.port)
  const storage = deps.storage ?? openStorage(storageOptionsFor(config))
  // A PostgreSQL that is not up yet is waited for, never a reason to exit (migrate-when-reachable.ts).
  if (ownsStorage) await migrateWhenReachable(storage, app.log)
  app.addHook('onClose', async () => {
    if (ownsStorage) await storage.close()
  })
  // A database outage is told once when it starts and once when it ends, however many requests
  // meet it (they answer 503: errors/error-handler.ts).
  storage.availability.onChange((state, error) => {
    if (state === 'unreachable')
      app.log.warn({ err: error }, 'database unreachable: requests that need it answer 503')
    else app.log.info('database reachable again')
  })
  // Answers finishing during shutdown close their keep-alive connection; otherwise an idle
  // client connection would hold the server open after the last request.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })

  const storedAttempts = createStoredAttemptCounter(storage)
  const attempts =
    deps.attempts ??
    (config.redisUrl === undefined
      ? storedAttempts
      : createRedisAttemptCounter(config.redisUrl, { fallback: storedAttempts, log: app.log }))
  app.addHook('onClose', async () => {
    if (deps.attempts === undefined) await attempts.close()
  })
  const services: AppServices = {
    config,
    storage,
    fileStore: deps.fileStore ?? fileStoreFor(config),
    now: deps.now ?? (() => new Date()),
    loginLimiter: deps.loginLimiter ?? createStoredLoginRateLimiter(attempts),
    attempts,
    searchIndex: createSearchIndex(storage),
  }
  app.decorate('atelier', services)
  server.attach(app)
  // Before the areas register their steps; the loop itself starts once the server listens.
  installAppWorker(app, {
    env: process.env,
    now: services.now,
    quietError: (error) => storage.availability.noteFailure(error),
  })

  // Pages, scripts and JSON go out compressed to browsers that ask; images are already compressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1 } })
  await installOpenApi(app)
  installFormBodyParser(app)
  installInputGuard(app)
  installRequestLog(app)
  installErrorHandler(app, {
    databaseUnavailable: (error) => storage.availability.noteFailure(error),
  })
  installSecurityHeaders(app)
  // Published pages answered from memory come first: no site lookup, no routing, no rendering.
  installPublishedPageCache(app)
  installSiteResolver(app, storage)
  app.decorateRequest('memberRole', null)
  installAuditLog(app, storage, services.now)
  installCrumb(app)
  installPublishedPageCapture(app)

  healthRoutes(app, services)
  openApiRoute(app)
  crumbRoute(app)
  authRoutes(app, services)
  setupRoutes(app, services)
  siteUserSessionRoutes(app, services)
  siteUsersRoutes(app, services)
  accountHomeRoutes(app, services)
  invitationAcceptRoutes(app, services)
  navigationRoutes(app, services)
  headerFooterRoutes(app, services)
  filesRoutes(app, services)
  fontFilesRoutes(app)
  await app.register(cartRoutes, { addLimiter: deps.cartAddLimiter })
  await app.register(accountPages)
  await app.register(customerAccountRoutes)
  await app.register(memberJoinRoutes)
  await app.register(lessonProgressRoutes)
  await app.register(accountHomePage)
  await app.register(accountSectionsRoutes, { lists: deps.mailingLists })
  await app.register(accountInvitationRoutes)
  deps.routes?.(app, services)
  await app.register(runtimeAssetsRoutes)
  await app.register(mailRoutes)
  await app.register(formsRoutes, { exportPageSize: deps.exportPageSize })
  await app.register(mailingRoutes, {
    lists: deps.mailingLists,
    exportPageSize: deps.exportPageSize,
  })
  await app.register(restockRoutes, { lists: deps.mailingLists })
  await app.register(editorApiRoutes)
  await startingSitesRoutes(app, services)
  // The back office's catalogue (products, inventory, product CSV, store settings), each group in
  // its own scope behind the store permission, checked before anything else about the request.
  for (const routes of [
    productsRoutes,
    inventoryRoutes,
    productCsvRoutes,
    storeSettingsRoutes,
    (scope: FastifyInstance, routeServices: AppServices) =>
      paymentSettingsRoutes(scope, routeServices, deps.stripeApiUrl ?? config.stripeApiUrl),
    mailTemplatesRoutes,
  ]) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireEditor(services, 'store'))
      routes(scope, services)
    })
  }
  await app.register(analyticsRoutes, deps.analytics ?? {})
  await app.register(experimentsRoutes)
  // One set of payment providers for checkout, renewals and the back office.
  const paymentProviders = deps.paymentProviders ?? defaultPaymentProviders()
  const stripeFor = stripeForSite(storage.db, deps.stripeApiUrl ?? config.stripeApiUrl)
  testCardTokensRoutes(app, services.now)
  await app.register(ordersRoutes, {
    providers: paymentProviders,
    stripeFor,
    reservationMs: deps.reservationMs,
  })
  await app.register(savedCardsRoutes, { providers: paymentProviders, stripeFor })
  await app.register(cartRecoveryRoutes)
  await app.register(webhookRoutes, deps.webhooks ?? {})
  await app.register(restHooksRoutes, { env: deps.webhooks?.env })
  // The owner's checkout settings (shipping, tax, coupons, the minimum subtotal).
  await app.register(async (scope) => {
    checkoutSettingsRoutes(scope)
    minimumSubtotalRoutes(scope)
  })

  await app.register(ordersAdminRoutes, {
    providers: paymentProviders,
    stripeFor,
    exportPageSize: deps.exportPageSize,
  })

  // The published-page routes (catch-all for page paths) come last.
  // They reach storage, files and search through `app.atelier`.
  await app.register(renderRoutes, {
    personalize: lessonPersonalize(services, memberPersonalize(services)),
  })

  return app
}
