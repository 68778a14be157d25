import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { logRequestCompleted } from '../../http/request-log.js'
import type { AppServices } from '../../app-services.js'
import { cartKeyCookieName, cartKeyFor, crumbCookieName, crumbFor } from '../../security/crumb.js'
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

/** Writes a cached page: its shared body and headers, and this visitor's own crumb cookie. */
function writePage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  cookies: Record<string, string | undefined>,
): void {
  const crumb = `${crumbCookieName}=${crumbForCookies(cookies)}${page.crumbCookieTail}`
  const headers: Record<string, string | number | string[]> = {
    ...page.headers,
    vary: 'accept-encoding',
    'set-cookie':
      page.cartKeyCookieTail === undefined
        ? crumb
        : [crumb, `${cartKeyCookieName}=${cartKeyFor(cookies)}${page.cartKeyCookieTail}`],
  }
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

/** A cookie's attributes (`; Path=/; HttpOnly`), without its name and value. */
function tailOf(cookie: string): string {
  const separator = cookie.indexOf(';')
  return separator === -1 ? '' : cookie.slice(separator)
}

/** `crumbFor` reads nothing of a request but its cookies. */
function crumbForCookies(cookies: Record<string, string | undefined>): string {
  return crumbFor({ cookies } as unknown as FastifyRequest)
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
    writePage(request.raw, reply.raw, page, request.cookies)
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
    writePage(request, response, page, cookies)
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
 * hooks left them, with the crumb cookie taken apart from the shared body. Installed after every
 * other `onSend` step (the crumb's included), so it sees the answer as it goes out.
 */
export function installPublishedPageCapture(app: FastifyInstance): void {
  const cache = pageCacheFor(app)
  app.addHook('onSend', async (request, reply, payload) => {
    const offer = offers.get(request)
    if (offer === undefined || request.method !== 'GET' || reply.statusCode !== 200) return payload
    offers.delete(request)
    const cookies = reply.getHeader('set-cookie')
    const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
    // Only the crumb and the cart key may be set, each the visitor's own: an answer that sets
    // anything else is not the same for everyone.
    const crumb = list.find((cookie) => cookie.startsWith(`${crumbCookieName}=`))
    const cartKey = list.find((cookie) => cookie.startsWith(`${cartKeyCookieName}=`))
    if (crumb === undefined || list.length !== (cartKey === undefined ? 1 : 2)) return payload
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || perAnswerHeaders.has(name.toLowerCase())) continue
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    const separator = crumb.indexOf(';')
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
        crumbCookieTail: separator === -1 ? '' : crumb.slice(separator),
        ...(cartKey === undefined ? {} : { cartKeyCookieTail: tailOf(cartKey) }),
        body: Buffer.from(offer.body),
      },
      { siteId: offer.siteId, version: offer.version, checkedAt: offer.confirmedAt },
    )
    return payload
  })
}
