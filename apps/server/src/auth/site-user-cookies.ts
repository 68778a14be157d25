import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rememberedSessionMs } from './site-user-sessions.js'

/** The session's secret (HttpOnly) and SPEC §3's readable `SiteUserInfo` for page scripts. */
import { siteUserSessionCookieName } from '../http/cookie-names.js'

export { siteUserSessionCookieName }
export const siteUserInfoCookieName = 'SiteUserInfo'

/**
 * Signs the browser in. With 'Remember me' both cookies outlive the browser session; without it
 * they are session cookies, gone when the browser closes.
 */
export function setSignedInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: { token: string; siteUserId: string; rememberMe: boolean },
): void {
  const common = {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(signedIn.rememberMe ? { maxAge: rememberedSessionMs / 1000 } : {}),
  } as const
  reply.setCookie(siteUserSessionCookieName, signedIn.token, { ...common, httpOnly: true })
  reply.setCookie(
    siteUserInfoCookieName,
    JSON.stringify({ authenticated: true, siteUserId: signedIn.siteUserId }),
    { ...common, httpOnly: false },
  )
}

export function clearSignedInCookies(reply: FastifyReply): void {
  reply.clearCookie(siteUserSessionCookieName, { path: '/' })
  reply.clearCookie(siteUserInfoCookieName, { path: '/' })
}
