import { randomBytes, timingSafeEqual } from 'node:crypto'
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'

export const crumbCookieName = 'crumb'
/**
 * The HttpOnly twin of the crumb, handed out with it by the crumb call: a visitor's first cart is
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
 * CSRF protection by double submit: the crumb call (`GET /api/crumb`) and the answers that hold a
 * form hand out a readable `crumb` cookie, and every state-changing `/api` request must echo it in
 * `X-CSRF-Token`, a `crumb` query parameter or a `crumb` form field. A cross-site form can send the
 * cookie but cannot read it to echo it.
 */
export function installCrumb(app: FastifyInstance): void {
  installApiPathGuard(app)
  installCrumbCheck(app)
}

const crumbCookieOptions = (request: FastifyRequest) =>
  ({ path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' }) as const

/**
 * The visitor's crumb, set as a cookie on this answer when the request did not carry a well-formed
 * one. Only answers that hold or lead to a form ask for it (the crumb call of the runtime, the
 * editor, a lock screen, an order's cancel form): pages, files, the sitemap and robots.txt set no
 * cookie, so shared caches may keep them.
 */
export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): string {
  const crumb = crumbFor(request)
  if (request.cookies[crumbCookieName] !== crumb) {
    reply.setCookie(crumbCookieName, crumb, crumbCookieOptions(request))
    request.cookies[crumbCookieName] = crumb
  }
  return crumb
}

/**
 * The browser's HttpOnly cart key, set on this answer when the request carried none: handed out
 * with the crumb the runtime asks for before its first call that changes anything, and by the
 * first cart action of a client that never asked.
 */
export function ensureCartKeyCookie(request: FastifyRequest, reply: FastifyReply): string {
  const key = cartKeyFor(request.cookies)
  if (request.cookies[cartKeyCookieName] !== key) {
    reply.setCookie(cartKeyCookieName, key, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    })
    request.cookies[cartKeyCookieName] = key
  }
  return key
}

/**
 * The router decodes the path, so `/%61pi/…` reaches an `/api` route: such spellings are refused
 * (400) before anything else looks at them.
 */
export function installApiPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isAmbiguousApiPath(request.url)) {
      throw new AtelierError('invalid-input', crumbStrings.ambiguousPath)
    }
  })
}

/**
 * The double-submit check of state-changing API calls, on its own (without the path guard) so a
 * test can show it stands by itself: it is decided on the route that matched.
 */
export function installCrumbCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!stateChanging.has(request.method) || !needsCrumb(request)) return
    const cookie = request.cookies[crumbCookieName]
    const sent = submittedCrumb(request)
    if (cookie === undefined || sent === undefined || !sameValue(cookie, sent)) {
      throw new AtelierError('crumb-fail', 'Crumb missing or wrong')
    }
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
 * Decided on the route the router matched (its pattern, never the raw URL: `/%61pi/…` matches an
 * `/api` route); a request that matched no route needs the crumb when its path is an API path.
 */
function needsCrumb(request: FastifyRequest): boolean {
  // A route that authenticates its caller otherwise (a provider's signed webhook) opts out, on
  // the route that matched, never on the URL.
  if (request.routeOptions.config.crumb === false) return false
  const route = request.routeOptions.url
  if (route !== undefined && isApiPath(route)) return true
  return isApiPath(request.url)
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

/**
 * `GET /api/crumb`: the runtime asks for the crumb before its first call that changes anything
 * (a tracking hit, an add to cart, a form) when the browser holds none; the answer sets the crumb
 * and the cart key, and is never cached.
 */
export function crumbRoute(app: FastifyInstance): void {
  app.get(
    '/api/crumb',
    {
      schema: {
        summary: "The visitor's crumb, set as a cookie with the cart key when missing",
        tags: ['operations'],
        response: {
          200: {
            type: 'object',
            required: ['crumb'],
            properties: { crumb: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const crumb = ensureCrumbCookie(request, reply)
      ensureCartKeyCookie(request, reply)
      reply.header('cache-control', 'no-store')
      return { crumb }
    },
  )
}
