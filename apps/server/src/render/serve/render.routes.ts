import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AttemptLimit } from '../../security/attempt-counter.js'
import { verifyPassword } from '../../auth/password-hash.js'
import { crumbCookieName, ensureCrumbCookie } from '../../security/crumb.js'
import { findHomeCollection } from '../context/build-navigation.js'
import { DEFAULT_SITE_ICON_SVG } from './default-site-icon.js'
import { createEnv, type RenderedPage } from '../template/page-renderer.js'
import { queryValues } from './query-values.js'
import { requestOrigin } from './request-origin.js'
import { offerPage } from './published-page-cache.js'
import { templateVariantsFor } from '../../analytics/template-experiments.js'
import { siteRendering } from './site-rendering.js'
import type { SiteSnapshots } from '../snapshot/site-snapshots.js'
import { nextScheduledAt } from '../snapshot/visible-content.js'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'
import { UNLOCK_COOKIE_PREFIX, unlockToken } from './unlock-cookie.js'
import { failure } from '../../errors/failure.js'
import { pageContentSecurityPolicy } from '../../http/security-headers.js'
import { experimentCookieName } from '../../analytics/experiment-assignments.js'
import { sendFailure } from '../../errors/send-failure.js'
import type { Personalize } from './personal-page.js'

const LOCK_SCREEN = 103
/** Wrong page passwords allowed per IP address and page before the lock screen answers 429. */
const LOCK_WINDOW_MS = 15 * 60 * 1000
/** Ten wrong passwords per address and page in 15 minutes, counted by every process together. */
const lockLimit: AttemptLimit = { bucket: 'page-password', max: 10, windowMs: LOCK_WINDOW_MS }

function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/'
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    path = raw
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The lock form posts without the runtime, so its crumb is written into the HTML here and set as
 * the visitor's crumb cookie (lock screens are never shared or cached).
 */
function withCrumb(request: FastifyRequest, reply: FastifyReply, html: string): string {
  const crumb = ensureCrumbCookie(request, reply)
  return html.replace(
    '<input type="hidden" name="crumb" value="" data-crumb>',
    `<input type="hidden" name="crumb" value="${crumb}" data-crumb>`,
  )
}

/**
 * A page a shared cache (a CDN) may keep and revalidate: asked for without the cookies that change
 * a page (page unlocks, experiment assignments) and answered without setting any.
 */
function isAnonymous(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.hasHeader('set-cookie')) return false
  for (const name in request.cookies) {
    if (name.startsWith(UNLOCK_COOKIE_PREFIX) || name === experimentCookieName) return false
  }
  return true
}

/** A page the same for every visitor with the request's URL and unlock cookies: the page cache keeps it. */
interface Shareable {
  snapshot: SiteSnapshot
  snapshots: SiteSnapshots
  now: Date
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  page: RenderedPage,
  status?: number,
  shareable?: Shareable,
) {
  if (page.kind === 'redirect') return reply.redirect(page.location, 302)
  const query = queryValues(request.query)
  const finalStatus = status ?? page.status
  const shared = shareable !== undefined && finalStatus === 200 && page.pageType !== LOCK_SCREEN
  reply
    .status(finalStatus)
    .header(
      'cache-control',
      shared && isAnonymous(request, reply) ? 'public, no-cache' : 'private, no-cache',
    )
  reply.header('content-security-policy', pageContentSecurityPolicy(page.html))
  if (shared && shareable !== undefined) {
    const json = query.format === 'json'
    offerPage(request, {
      siteId: request.site.id,
      version: shareable.snapshot.version,
      // Never fresher than this request's own look at the site (the host was just resolved).
      confirmedAt: Math.min(
        shareable.snapshots.confirmedAt(shareable.snapshot) ?? Number.NEGATIVE_INFINITY,
        shareable.now.getTime(),
      ),
      expiresAt: nextScheduledAt(shareable.snapshot, shareable.now),
      etag: page.etag,
      body: json ? page.json : page.html,
    })
  }
  if (query.format === 'json') return reply.type('application/json; charset=utf-8').send(page.json)
  if (page.pageType === LOCK_SCREEN)
    return reply.type('text/html; charset=utf-8').send(withCrumb(request, reply, page.html))
  reply.header('etag', page.etag)
  if (page.status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.status(304).send()
  return reply.type('text/html; charset=utf-8').send(page.html)
}

/**
 * A page that differs per signed-in customer (member content, protected content 105, access
 * denied 106): never stored by any cache, never offered to the shared page cache.
 */
function sendPersonal(reply: FastifyReply, request: FastifyRequest, page: RenderedPage) {
  if (page.kind === 'redirect') return reply.redirect(page.location, 302)
  reply.status(page.status).header('cache-control', 'private, no-store')
  reply.header('content-security-policy', pageContentSecurityPolicy(page.html))
  if (queryValues(request.query).format === 'json')
    return reply.type('application/json; charset=utf-8').send(page.json)
  return reply.type('text/html; charset=utf-8').send(withCrumb(request, reply, page.html))
}

/**
 * The published site: pages, lists, items, search, sitemap and robots, rendered with the default
 * theme. Registered last, so its catch-all only sees paths no other area claimed.
 */
export async function renderRoutes(
  app: FastifyInstance,
  options: { personalize?: Personalize } = {},
): Promise<void> {
  const personalize: Personalize = options.personalize ?? (async () => ({ kind: 'shared' }))
  const services = app.atelier
  const { renderer, snapshots } = await siteRendering(app)
  // Summaries for /api/openapi.json, which lists the pages too.
  const documented = (summary: string, tags = ['site']) => ({ schema: { summary, tags } })
  const asset = (summary: string) => documented(summary, ['assets'])
  const theme = renderer.theme
  const snapshotFor = (request: FastifyRequest) =>
    snapshots.get(request.site.id, services.now().getTime())

  const originOf = (request: FastifyRequest, snapshot: SiteSnapshot): string =>
    requestOrigin(
      request.protocol,
      request.headers.host,
      snapshot.domains.find((domain) => domain.primary)?.host,
    )

  function unlockedIds(
    request: FastifyRequest,
    snapshot: SiteSnapshot,
    hashes: ReadonlyMap<string, string>,
  ): Set<string> {
    const unlocked = new Set<string>()
    for (const id of snapshot.lockedCollectionIds) {
      const cookie = request.cookies[`${UNLOCK_COOKIE_PREFIX}${id}`]
      const hash = hashes.get(id)
      if (cookie !== undefined && hash !== undefined && cookie === unlockToken(id, hash))
        unlocked.add(id)
    }
    return unlocked
  }

  async function passwordHashes(
    websiteId: string,
    snapshot: SiteSnapshot,
  ): Promise<ReadonlyMap<string, string>> {
    if (snapshot.lockedCollectionIds.size === 0) return new Map()
    // Loaded with the snapshot, so an unlock cookie is checked without a database round trip.
    if (snapshot.passwordHashes !== undefined) return snapshot.passwordHashes
    const rows = await services.storage.db
      .selectFrom('collections')
      .select(['id', 'passwordHash'])
      .where('websiteId', '=', websiteId)
      .where('passwordHash', 'is not', null)
      .execute()
    return new Map(rows.map((row) => [row.id, row.passwordHash as string]))
  }

  async function renderPath(
    request: FastifyRequest,
    reply: FastifyReply,
    lockFailed?: 'wrong' | 'too-many',
    status?: number,
  ) {
    const now = services.now()
    const snapshot = await snapshotFor(request)
    const origin = originOf(request, snapshot)
    const path = pathOf(request)
    try {
      const hashes = await passwordHashes(request.site.id, snapshot)
      const unlocked = unlockedIds(request, snapshot, hashes)
      // Member content is decided per customer before anything may be shared or cached.
      const personal = await personalize(request, snapshot, path, now)
      if (personal.kind === 'page') {
        return sendPersonal(
          reply,
          request,
          renderer.system(snapshot, path, personal.body, now, origin),
        )
      }
      const templateVariants = await templateVariantsFor(services, request, reply)
      const page = renderer.page(
        snapshot,
        {
          path,
          query: queryValues(request.query),
          unlocked,
          ...(lockFailed ? { lockFailed } : {}),
          ...(personal.kind === 'open' ? { memberOpen: personal.memberOpen } : {}),
          ...(personal.kind === 'open' && personal.lessons ? { lessons: personal.lessons } : {}),
        },
        now,
        origin,
        templateVariants,
      )
      if (personal.kind === 'open') return sendPersonal(reply, request, page)
      return send(reply, request, page, status, { snapshot, snapshots, now })
    } catch (error) {
      request.log.error({ err: error }, 'page render failed')
      return send(reply, request, renderer.failure(snapshot, path, now, origin, 'error'))
    }
  }

  app.get('/assets/theme/site.css', asset('The theme stylesheet'), async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(theme.stylesheet.css),
  )

  // Browsers and crawlers ask for /favicon.ico whatever the page links; both names answer the
  // default icon rather than a 404.
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    app.get(path, asset('The site icon'), async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(DEFAULT_SITE_ICON_SVG),
    )
  }

  app.get('/robots.txt', documented('robots.txt, naming the sitemap'), async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      // Shared caches keep it a few minutes; a domain change shows within that.
      .header('cache-control', 'public, max-age=300')
      .send(robotsTxt(originOf(request, await snapshotFor(request)))),
  )

  app.get('/sitemap.xml', documented('The sitemap'), async (request, reply) => {
    const snapshot = await snapshotFor(request)
    const env = createEnv(snapshot, services.now(), originOf(request, snapshot))
    const home = findHomeCollection(snapshot.navigation.main, env.visibleCollections)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(env.origin, sitemapEntries(env, home?.id)))
  })

  app.get('/search', documented('The site search page'), async (request, reply) => {
    const query = (queryValues(request.query).q ?? '').trim().slice(0, 200)
    const snapshot = await snapshotFor(request)
    const hits = query === '' ? [] : await services.searchIndex.query(request.site.id, query, 30)
    return send(
      reply,
      request,
      renderer.search(snapshot, query, hits, services.now(), originOf(request, snapshot)),
    )
  })

  app.get('/cart', documented('The cart page'), async (request, reply) => {
    const snapshot = await snapshotFor(request)
    const now = services.now()
    return send(
      reply,
      request,
      renderer.cart(snapshot, now, originOf(request, snapshot)),
      undefined,
      {
        snapshot,
        snapshots,
        now,
      },
    )
  })

  app.get('/', documented('The home page'), (request, reply) => renderPath(request, reply))

  app.get('/*', documented('A published page, list or item'), async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return sendFailure(
        reply,
        failure('route-not-found', `Not found: ${request.method} ${request.url}`),
      )
    }
    return renderPath(request, reply)
  })

  // The lock screen (page type 103) posts its password here; a right one sets the unlock cookie.
  app.post('/*', documented("A locked page's password form"), async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return sendFailure(
        reply,
        failure('route-not-found', `Not found: ${request.method} ${request.url}`),
      )
    }
    const snapshot = await snapshotFor(request)
    const path = pathOf(request)
    const urlId = path.split('/').filter(Boolean)[0]
    const collection = snapshot.collections.find((candidate) => candidate.urlId === urlId)
    const body = (request.body ?? {}) as Record<string, unknown>
    const password = typeof body.password === 'string' ? body.password : ''
    if (!collection || !snapshot.lockedCollectionIds.has(collection.id))
      return renderPath(request, reply)
    // Checked before any scrypt work, so neither a cross-site form nor a flood costs CPU.
    const cookie = request.cookies[crumbCookieName]
    if (cookie === undefined || typeof body.crumb !== 'string' || body.crumb !== cookie)
      return renderPath(request, reply, 'wrong', 403)
    const now = services.now()
    const key = `${request.ip}|${collection.id}`
    // Counted before the scrypt check, so concurrent guesses each take one of the ten.
    if ((await services.attempts.count(lockLimit, key, now)) > lockLimit.max) {
      reply.header('retry-after', String(LOCK_WINDOW_MS / 1000))
      return renderPath(request, reply, 'too-many', 429)
    }
    const hash = (await passwordHashes(request.site.id, snapshot)).get(collection.id)
    if (hash === undefined || password === '' || !(await verifyPassword(password, hash))) {
      return renderPath(request, reply, 'wrong')
    }
    await services.attempts.forgive(lockLimit, key)
    reply.setCookie(`${UNLOCK_COOKIE_PREFIX}${collection.id}`, unlockToken(collection.id, hash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    })
    return reply.redirect(samePagePath(path), 303)
  })
}

/**
 * The unlocked page's own path for the Location header: each segment encoded (no CR/LF or other
 * raw characters reach the header) and one leading slash (never `//host`, another site).
 */
function samePagePath(path: string): string {
  return `/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`
}
