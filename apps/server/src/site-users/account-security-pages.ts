import { PageType } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { clearSignedInCookies, siteUserSessionCookieName } from '../auth/site-user-cookies.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { siteRendering } from '../render/serve/site-rendering.js'
import { accountPaths } from './account-paths.js'

type AccountForm = 'signup' | 'verify' | 'reset' | 'security'

const pages: Array<{ path: string; form: AccountForm; title: string }> = [
  { path: accountPaths.signUp, form: 'signup', title: siteUserStrings.signUpTitle },
  { path: accountPaths.verify, form: 'verify', title: siteUserStrings.verifyTitle },
  { path: accountPaths.reset, form: 'reset', title: siteUserStrings.resetTitle },
  { path: accountPaths.security, form: 'security', title: siteUserStrings.securityTitle },
]

/**
 * The theme-rendered pages of the account-form island: sign-up, verification, password reset
 * and "Sign-in and security". Sign-up and reset are not found while accounts are off.
 */
export async function accountSecurityPages(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const { renderer, snapshots } = await siteRendering(app)

  for (const page of pages) {
    app.get(
      page.path,
      {
        schema: {
          hide: true,
          querystring: { type: 'object', properties: { format: { type: 'string' } } },
        },
      },
      async (request, reply) => {
        const now = services.now()
        const snapshot = await snapshots.get(request.site.id, now.getTime())
        const off = snapshot.website.settings.storeSettings.customerAccounts === 'off'
        if (off && (page.form === 'signup' || page.form === 'reset')) return reply.callNotFound()
        // Whether the session still lives (a reset elsewhere ends it): a dead one's cookies go.
        const signedIn =
          (await currentSiteUserId(services.storage, request, now)) === undefined ? 'no' : 'yes'
        if (signedIn === 'no' && request.cookies[siteUserSessionCookieName] !== undefined) {
          clearSignedInCookies(reply)
        }
        const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`
        const rendered = renderer.system(
          snapshot,
          page.path,
          {
            status: 200,
            pageType: PageType.page,
            template: 'account-form',
            seo: { pageTitle: page.title, text: '', noIndex: true },
            parts: {},
            atelier: { accountForm: { form: page.form, title: page.title, signedIn } },
          },
          now,
          origin,
        )
        reply.header('cache-control', 'no-store')
        // A link's token (in the fragment) never leaves in a Referer header.
        reply.header('referrer-policy', 'no-referrer')
        if (request.query.format === 'json') {
          return reply.type('application/json; charset=utf-8').send(rendered.json)
        }
        return reply.type('text/html; charset=utf-8').send(rendered.html)
      },
    )
  }
}
