import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** SPEC §3 visitor cookies: the cart's secret (HttpOnly) and a flag page scripts may read. */
export const cartCookieName = 'CART'
export const hasCartCookieName = 'hasCart'

const cartCookieMaxAgeSeconds = 60 * 60 * 24 * 30
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/

/** The CART cookie's token, when it has the shape of one. */
export function cartTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[cartCookieName]
  return token !== undefined && tokenPattern.test(token) ? token : undefined
}

/**
 * Hands a newly opened cart to the visitor. The token stays out of reach of page scripts; the
 * `hasCart` flag tells them a cart exists, so the cart loads at page start (SPEC §4).
 */
export function setCartCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const common = {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: cartCookieMaxAgeSeconds,
  } as const
  reply.setCookie(cartCookieName, token, { ...common, httpOnly: true })
  reply.setCookie(hasCartCookieName, 'true', { ...common, httpOnly: false })
}

/** The visitor no longer holds a cart (signed out, leaving the cart with the account). */
export function clearCartCookies(reply: FastifyReply): void {
  reply.clearCookie(cartCookieName, { path: '/' })
  reply.clearCookie(hasCartCookieName, { path: '/' })
}
