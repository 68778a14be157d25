import type { FastifyInstance } from 'fastify'
import { accountPageSender } from './send-account-page.js'
import { clearSignedInCookies, siteUserInfoCookieName } from '../auth/site-user-cookies.js'
import { ensureCrumbCookie } from '../security/crumb.js'
import { accountLoginPath } from './account-pages.js'
import { accountExtras } from './account-extras.js'
import { accountHomeHtml } from './account-home-html.js'
import { accountHomeStrings } from './account-home-strings.js'
import { accountMemberSections } from './account-sections.js'
import { listAccountOrders } from './account-orders.js'
import { listAddresses } from './address-book.js'
import { postalAddressLines } from './postal-address.js'
import { signedInAccount } from './signed-in-account.js'
import { loadStripeAccount } from '../payments/stripe/stripe-accounts.js'
import { stripeCspSources, stripeJsUrl } from '../payments/stripe/stripe-browser.js'
import { accountCspWithStripe } from '../saved-cards/account-stripe-csp.js'

export const accountHomePath = '/account'

/**
 * /account (issue 21): the signed-in shopper's orders (10 a page, newest first), subscriptions,
 * downloads, address book and name, in the site's layout; never cached or indexed. Signed out,
 * the shopper is sent to sign in and comes back here.
 */
export async function accountHomePage(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const send = await accountPageSender(app)

  app.get(
    accountHomePath,
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
            format: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const account = await signedInAccount(services.storage, request, now)
      if (account === undefined) {
        reply.header('cache-control', 'no-store')
        // An ended session (signed out elsewhere, disabled, expired) leaves no stale SiteUserInfo
        // behind, which would make the sign-in page offer to sign out.
        if (request.cookies[siteUserInfoCookieName] !== undefined) clearSignedInCookies(reply)
        return reply.redirect(`${accountLoginPath}?returnTo=${encodeURIComponent(accountHomePath)}`)
      }
      const page = request.query.page ?? 1
      const locale = request.site.website.locale
      const [orders, extras, addresses, stripe, memberSections] = await Promise.all([
        listAccountOrders(services.storage, account, page),
        accountExtras(services.storage, account, now),
        listAddresses(services.storage, account),
        loadStripeAccount(services.storage.db, request.site.id),
        accountMemberSections(services, request, reply, account, now),
      ])
      // A new card is saved through Stripe's Payment Element when the site takes Stripe.
      const { stripeJsUrl: jsUrl, stripeApiUrl: apiUrl } = services.config
      if (stripe !== undefined) {
        reply.header(
          'content-security-policy',
          accountCspWithStripe(stripeCspSources({ jsUrl, apiUrl })),
        )
      }
      const html = accountHomeHtml({
        account,
        ...orders,
        page,
        ...extras,
        addresses: addresses.map((address) => ({
          ...address,
          lines: postalAddressLines(address, locale),
        })),
        locale,
        timeZone: request.site.timeZone,
        crumb: extras.subscriptions.length === 0 ? undefined : ensureCrumbCookie(request, reply),
        stripeJsUrl: stripe === undefined ? undefined : (jsUrl ?? stripeJsUrl),
        memberSections,
      })
      return send(request, reply, {
        path: accountHomePath,
        title: accountHomeStrings.title,
        html,
      })
    },
  )
}
