import { PageType } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { siteRendering } from '../render/serve/site-rendering.js'
import { siteUserStrings } from '../auth/site-user-strings.js'

export const accountLoginPath = '/account/login'

/**
 * A path on this site to go back to after signing in: a local absolute path only (never another
 * origin, `//host` or a backslash trick), and not the sign-in page itself; else ''.
 */
export function localReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return ''
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return ''
  return value.split('?')[0] === accountLoginPath ? '' : value
}

/** The theme-rendered account pages: sign-in (and sign-out once signed in) at /account/login. */
export async function accountPages(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const { renderer, snapshots } = await siteRendering(app)

  app.get(
    accountLoginPath,
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          properties: { returnTo: { type: 'string' }, format: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const snapshot = await snapshots.get(request.site.id, now.getTime())
      const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`
      const rendered = renderer.system(
        snapshot,
        accountLoginPath,
        {
          status: 200,
          pageType: PageType.page,
          template: 'account-login',
          seo: { pageTitle: siteUserStrings.signInTitle, text: '', noIndex: true },
          parts: {},
          atelier: {
            accountLogin: {
              returnTo: localReturnPath(request.query.returnTo),
              signUp: request.site.website.settings.storeSettings.customerAccounts !== 'off',
            },
          },
        },
        now,
        origin,
      )
      reply.header('cache-control', 'no-store')
      if (request.query.format === 'json') {
        return reply.type('application/json; charset=utf-8').send(rendered.json)
      }
      return reply.type('text/html; charset=utf-8').send(rendered.html)
    },
  )
}
