import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** A year: browsers keep to HTTPS that long once a site answered over it. */
export const hstsMaxAgeSeconds = 31_536_000

const policy = (directives: readonly string[]): string => directives.join('; ')

/** What every page of ours may load besides its own scripts: images, media and embeds from elsewhere. */
const pageSources = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  // The ALTCHA captcha solves its challenge in a worker it starts from a blob: or data: URL.
  "worker-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const

/**
 * Published pages, account pages and every other answer: scripts from this site only (the theme
 * writes none inline; JSON-LD is data, not script), and only this site may frame them — the
 * editor's canvas frames the site from /config on the same origin.
 */
export const siteContentSecurityPolicy = policy([
  ...pageSources,
  "script-src 'self'",
  "frame-ancestors 'self'",
])

/**
 * A published page that shows the owner's own code (a rendered code block, or an embed whose
 * sandboxed `srcdoc` frame inherits the page's policy): the owner chose to run that code, so
 * inline scripts and scripts from any HTTPS origin run there. Framing stays as strict.
 */
export const ownerCodeContentSecurityPolicy = policy([
  ...pageSources,
  "script-src 'self' 'unsafe-inline' https:",
  "frame-ancestors 'self'",
])

/**
 * The editor at /config: the built app's scripts only (its index.html has no inline script), the
 * canvas frames on this origin, pictures the owner links from anywhere, and nothing may frame it.
 */
export const editorContentSecurityPolicy = policy([
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
])

/** Whether a published page's HTML holds the owner's own code (see the owner-code policy). */
export function showsOwnerCode(html: string): boolean {
  return (
    html.includes('<div class="code-block code-block--rendered">') ||
    html.includes('<iframe class="embed-block__frame"')
  )
}

/** The published page policy for a page's HTML. */
export function pageContentSecurityPolicy(html: string): string {
  return showsOwnerCode(html) ? ownerCodeContentSecurityPolicy : siteContentSecurityPolicy
}

/**
 * The headers every answer carries unless its route sets its own: nosniff, a referrer policy that
 * sends other sites the origin only, framing by this site only (the CSP's `frame-ancestors`, and
 * `X-Frame-Options` for older browsers), and HSTS whenever the request came over HTTPS — directly,
 * or through a proxy trusted with `TRUST_PROXY` that says so in `X-Forwarded-Proto`.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply)
    done()
  })
  // An answer that sets a cookie is one visitor's own: a shared cache must never keep it.
  // (Cookies are written in @fastify/cookie's `onSend`, registered before this one.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    const cacheControl = reply.getHeader('cache-control')
    if (
      reply.hasHeader('set-cookie') &&
      typeof cacheControl === 'string' &&
      /\bpublic\b/.test(cacheControl)
    ) {
      reply.header('cache-control', 'private, no-cache')
    }
    done(null, payload)
  })
}

export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff')
  reply.header('referrer-policy', 'strict-origin-when-cross-origin')
  reply.header('x-frame-options', 'SAMEORIGIN')
  reply.header('content-security-policy', siteContentSecurityPolicy)
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`)
  }
}
