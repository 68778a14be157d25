import { randomBytes, timingSafeEqual } from 'node:crypto'
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'

export const crumbCookieName = 'crumb'
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const crumbPattern = /^[A-Za-z0-9_-]{16,64}$/

/**
 * CSRF protection by double submit: pages hand out a readable `crumb` cookie, and every
 * state-changing `/api` request must echo it in `X-CSRF-Token`, a `crumb` query parameter or a
 * `crumb` form field. A cross-site form can send the cookie but cannot read it to echo it.
 */
export function installCrumb(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!stateChanging.has(request.method) || !isApiPath(request.url)) return
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
    return payload
  })
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

/** A page is anything a browser navigates to: a GET outside the API, files and health check. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // A request for an unknown host never reached a site, so it gets no crumb either.
  if (request.site === null) return false
  const url = request.url
  return !isApiPath(url) && !url.startsWith('/files/') && !url.startsWith('/healthz')
}
