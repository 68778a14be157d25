import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { logRequestCompleted } from '../../http/request-log.js'
import type { AppServices } from '../../app-services.js'
import { findWebsiteForHost } from '../../sites/website-repository.js'
import { createPageCache, pickEncoding, type CachedPage, type PageCache } from './page-cache.js'
import { siteRendering } from './site-rendering.js'
import { UNLOCK_COOKIE_PREFIX } from './unlock-cookie.js'
import { experimentCookieName } from '../../analytics/experiment-assignments.js'

/** What the render route hands over for a page it answered; kept once the answer is complete. */
export interface PageOffer {
  siteId: string
  version: string
  confirmedAt: number
  expiresAt: number | undefined
  etag: string
  body: string
}

const caches = new WeakMap<AppServices, PageCache>()
const offers = new WeakMap<FastifyRequest, PageOffer>()

/** Headers that differ per answer or per encoding; everything else is replayed as it was. */
const perAnswerHeaders = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'vary',
  'connection',
])

interface Keys {
  hostKey: string
  host: string
  pageKey: string
}

function keysFor(
  protocol: string,
  host: string,
  url: string,
  cookies: Readonly<Record<string, string | undefined>>,
): Keys {
  const hostKey = `${protocol}://${host}`
  // The unlock cookies and the experiment assignments (a theme template variant) are the only
  // parts of a request besides its URL that change a page. A line break never appears in a request
  // line, so no URL can pose as a URL with cookies.
  let unlock = ''
  for (const name in cookies) {
    if (name.startsWith(UNLOCK_COOKIE_PREFIX) || name === experimentCookieName)
      unlock += `\n${name}=${cookies[name]}`
  }
  return { hostKey, host, pageKey: `${hostKey}${url}${unlock}` }
}

function keysOf(request: FastifyRequest): Keys {
  return keysFor(request.protocol, request.headers.host ?? '', request.url, request.cookies)
}

/** The render route offers a page it answered (a 200, the same for every visitor). */
export function offerPage(request: FastifyRequest, offer: PageOffer): void {
  offers.set(request, offer)
}

function pageCacheFor(app: FastifyInstance): PageCache {
  const services = app.atelier
  let cache = caches.get(services)
  if (cache === undefined) {
    cache = createPageCache({
      revalidate: async (host, current) => {
        const now = services.now().getTime()
        const site = await findWebsiteForHost(services.storage, host)
        if (site === undefined || site.id !== current.siteId) return undefined
        const { snapshots } = await siteRendering(app)
        const snapshot = await snapshots.get(site.id, now, true)
        return { siteId: site.id, version: snapshot.version, checkedAt: now }
      },
      // While the database is away, pages are answered as last confirmed (the outage itself is
      // logged once, by the storage's availability).
      serveStaleOn: (error) => services.storage.availability.noteFailure(error),
      onRevalidateError: (error) => {
        if (services.storage.availability.state === 'reachable')
          app.log.error({ err: error }, 'page cache re-check failed')
      },
    })
    caches.set(services, cache)
  }
  return cache
}

/** Writes a cached page: the same body and headers for everyone, no cookie. */
function writePage(request: IncomingMessage, response: ServerResponse, page: CachedPage): void {
  const headers: Record<string, string | number> = { ...page.headers, vary: 'accept-encoding' }
  if (request.headers['if-none-match'] === page.etag) {
    delete headers['content-type']
    response.writeHead(304, headers)
    response.end()
    return
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], page)
  const body = encoding === undefined ? page.body : (page[encoding] as Buffer)
  if (encoding !== undefined) headers['content-encoding'] = encoding
  headers['content-length'] = body.length
  response.writeHead(page.status, headers)
  if (request.method === 'HEAD') response.end()
  else response.end(body)
}

const logsRequests = new Set(['info', 'debug', 'trace'])
const rawHandlers = new WeakMap<FastifyInstance, RawHandler>()
type RawHandler = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * The HTTP server of an app whose cached pages are answered before Fastify sees the request (no
 * request objects, hooks or routing: the cost of a bare `node:http` answer). Everything else, and
 * every request while the app is not ready, goes to Fastify as usual.
 */
export function pageCacheServerFactory(): {
  serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => Server
  attach: (app: FastifyInstance) => void
} {
  let app: FastifyInstance | undefined
  return {
    serverFactory: (handler) =>
      createServer((request, response) => {
        const fast = app === undefined ? undefined : rawHandlers.get(app)
        if (fast === undefined || !fast(request, response)) handler(request, response)
      }),
    attach: (instance) => {
      app = instance
    },
  }
}

/**
 * Answers published pages from the full-page cache before any other step (site lookup, routing,
 * rendering). Installed before the site resolver.
 */
export function installPublishedPageCache(app: FastifyInstance): void {
  const cache = pageCacheFor(app)
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    cache.clear()
  })

  // Requests through Fastify (app.inject, and anything the server-level path passes on). A page
  // kept but too old to answer unconfirmed has its host re-checked first: answered from memory
  // when its version still holds, or when the database is away (the page as last confirmed).
  app.addHook('onRequest', async (request, reply) => {
    if (closing || (request.method !== 'GET' && request.method !== 'HEAD')) return
    const { hostKey, pageKey } = keysOf(request)
    let page = cache.lookup(hostKey, pageKey, app.atelier.now().getTime())
    if (page === undefined) {
      await cache.confirm(hostKey, pageKey, app.atelier.now().getTime())
      page = cache.lookup(hostKey, pageKey, app.atelier.now().getTime())
    }
    if (page === undefined) return
    reply.hijack()
    writePage(request.raw, reply.raw, page)
  })

  // Requests straight from the HTTP server (see `pageCacheServerFactory`).
  const trustsProxy = Boolean(app.atelier.config.trustProxy)
  rawHandlers.set(app, (request, response) => {
    if (closing || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    // Behind a trusted proxy the protocol comes from its headers: Fastify's path decides that.
    if (trustsProxy && request.headers['x-forwarded-proto'] !== undefined) return false
    const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
    const header = request.headers.cookie
    const cookies = header === undefined ? {} : app.parseCookie(header)
    const { hostKey, pageKey } = keysFor(
      protocol,
      request.headers.host ?? '',
      request.url ?? '/',
      cookies,
    )
    const page = cache.lookup(hostKey, pageKey, app.atelier.now().getTime())
    if (page === undefined) return false
    const started = performance.now()
    writePage(request, response, page)
    if (logsRequests.has(app.log.level)) {
      response.once('finish', () =>
        logRequestCompleted(app.log, {
          method: request.method ?? 'GET',
          url: request.url ?? '/',
          statusCode: response.statusCode,
          responseTime: Math.round(performance.now() - started),
          host: request.headers.host ?? '',
          remoteAddress: request.socket.remoteAddress ?? '',
          headers: request.headers,
        }),
      )
    }
    return true
  })
}

/**
 * Fills the full-page cache from the render route's complete answers: their headers as the other
 * hooks left them. Installed after every other `onSend` step (the cookies' included), so it sees
 * the answer as it goes out.
 */
export function installPublishedPageCapture(app: FastifyInstance): void {
  const cache = pageCacheFor(app)
  app.addHook('onSend', async (request, reply, payload) => {
    const offer = offers.get(request)
    if (offer === undefined || request.method !== 'GET' || reply.statusCode !== 200) return payload
    offers.delete(request)
    // An answer that sets a cookie (an experiment assignment) is not the same for everyone.
    if (reply.hasHeader('set-cookie')) return payload
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || perAnswerHeaders.has(name.toLowerCase())) continue
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    const { hostKey, host, pageKey } = keysOf(request)
    cache.store(
      hostKey,
      host,
      pageKey,
      {
        siteId: offer.siteId,
        version: offer.version,
        expiresAt: offer.expiresAt,
        status: 200,
        etag: offer.etag,
        headers,
        body: Buffer.from(offer.body),
      },
      { siteId: offer.siteId, version: offer.version, checkedAt: offer.confirmedAt },
    )
    return payload
  })
}
