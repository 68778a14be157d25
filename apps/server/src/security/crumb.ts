import { randomBytes, timingSafeEqual } from 'node:crypto'
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'

export const crumbCookieName = 'crumb'
/**
 * The HttpOnly twin of the crumb, handed out with it on page responses: a visitor's first cart is
 * derived from it (so tabs adding at once meet in one cart), never from the crumb, which page
 * scripts and anyone shown it can read.
 */
export const cartKeyCookieName = 'atelier_cart_key'
export const crumbStrings = {
  ambiguousPath: 'Write API addresses plainly: /api/… without encoded or doubled characters.',
} as const
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a server-to-server route signed otherwise (payment webhooks) takes no crumb. */
    crumb?: boolean
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const crumbPattern = /^[A-Za-z0-9_-]{16,64}$/

/**
 * CSRF protection by double submit: pages hand out a readable `crumb` cookie, and every
 * state-changing `/api` request must echo it in `X-CSRF-Token`, a `crumb` query parameter or a
 * `crumb` form field. A cross-site form can send the cookie but cannot read it to echo it.
 */
export function installCrumb(app: FastifyInstance): void {
  // The router decodes the path, so `/%61pi/…` reaches an `/api` route: such spellings are refused
  // before anything else looks at them.
  app.addHook('onRequest', async (request) => {
    if (isAmbiguousApiPath(request.url)) {
      throw new AtelierError('invalid-input', crumbStrings.ambiguousPath)
    }
  })

  app.addHook('preValidation', async (request) => {
    if (!stateChanging.has(request.method) || !needsCrumb(request)) return
    const cookie = request.cookies[crumbCookieName]
    const sent = submittedCrumb(request)
    if (cookie === undefined || sent === undefined || !sameValue(cookie, sent)) {
      throw new AtelierError('crumb-fail', 'Crumb missing or wrong')
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPageRequest(request)) return payload
    const existing = request.cookies[crumbCookieName]
    const value = existing !== undefined && crumbPattern.test(existing) ? existing : newCrumb()
    reply.setCookie(crumbCookieName, value, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.protocol === 'https',
    })
    reply.setCookie(cartKeyCookieName, cartKeyFor(request.cookies), {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    })
    return payload
  })
}

/** The visitor's cart key when it carries a well-formed one, or a fresh one. */
export function cartKeyFor(cookies: Record<string, string | undefined>): string {
  const key = cookies[cartKeyCookieName]
  return key !== undefined && crumbPattern.test(key) ? key : newCrumb()
}

export function newCrumb(): string {
  return randomBytes(24).toString('base64url')
}

/** The crumb this request already carries, or a fresh one (for answers like a login response). */
export function crumbFor(request: FastifyRequest): string {
  const existing = request.cookies[crumbCookieName]
  return existing !== undefined && crumbPattern.test(existing) ? existing : newCrumb()
}

function submittedCrumb(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token']
  if (typeof header === 'string' && header !== '') return header
  const query = request.query as Record<string, unknown> | undefined
  if (typeof query?.crumb === 'string' && query.crumb !== '') return query.crumb
  const body = request.body as Record<string, unknown> | undefined | null
  if (body !== null && typeof body === 'object' && typeof body.crumb === 'string') return body.crumb
  return undefined
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/**
 * Decided on the route the router matched (its pattern, never the raw URL); a request that matched
 * no route still needs the crumb when its path reads as an API path.
 */
function needsCrumb(request: FastifyRequest): boolean {
  // A route that authenticates its caller otherwise (a provider's signed webhook) opts out, on
  // the route that matched, never on the URL.
  if (request.routeOptions.config.crumb === false) return false
  const route = request.routeOptions.url
  if (route !== undefined && isApiPath(route)) return true
  return isApiPath(request.url) || firstSegment(pathOf(request.url)) === 'api'
}

/**
 * Whether a path would reach the API once decoded and normalised, but is not spelled plainly as
 * `/api/…`: percent-encoded letters, `/API`, `//api`, `/./api`, or encoded slashes, backslashes
 * and dots inside an API path.
 */
export function isAmbiguousApiPath(url: string): boolean {
  const raw = pathOf(url)
  if (firstSegment(raw) !== 'api') return false
  const plain = raw === '/api' || raw.startsWith('/api/')
  if (!plain) return true
  return /%(2f|5c|2e|00)/i.test(raw) || raw.includes('\\') || /\/(\.{1,2})?\/|\/\.{1,2}$/.test(raw)
}

function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** The first segment of a path as a lenient server would read it: decoded, lower case, normalised. */
function firstSegment(raw: string): string | undefined {
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // A malformed escape stays as written.
  }
  const segments: string[] = []
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments[0]?.toLowerCase()
}

/** A page is anything a browser navigates to: a GET outside the API, files and health check. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // A request for an unknown host never reached a site, so it gets no crumb either.
  if (request.site === null) return false
  const url = request.url
  return !isApiPath(url) && !url.startsWith('/files/') && !url.startsWith('/healthz')
}
