import { fillTemplate } from '@atelier/commerce'
import { PageType } from '@atelier/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OrderStatusView } from './order-status-view.js'
import { siteDate } from '../checkout/order-presentation.js'
import { orderStatusView } from './order-status-view.js'
import { areaJoinedBy } from './area-memberships.js'
import { escapeHtml } from '../html/escape-html.js'
import { cartProductCards } from '../render/context/cart-product-cards.js'
import { siteRendering } from '../render/serve/site-rendering.js'
import { ensureCrumbCookie } from '../security/crumb.js'
import { checkoutContentSecurityPolicy, checkoutCspWithStripe } from '../checkout/checkout-csp.js'
import { stripeCspSources, stripeJsUrl } from '../payments/stripe/stripe-browser.js'
import {
  orderFulfillmentHtml,
  orderSummaryHtml,
  type OrderPageLocale,
} from '../checkout/order-page-html.js'
import { orderPageStrings as strings } from '../checkout/order-page-strings.js'
import { orderLinkSecret } from './order-token.js'
import {
  renewalPayLinkDays,
  renewalPayPath,
  renewalPayToken,
} from './subscriptions/renewal-pay-link.js'
import type { RenewalPayPage } from './subscriptions/renewal-pay-page.js'
import { currentSiteUserId } from '../auth/current-site-user.js'

export interface PageInput {
  path: string
  pageType: number
  title: string
  html: string
}

/** Answers with one of our own pages through the site layout, with a strict CSP. */
export type SendSystemPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageInput,
  csp?: string,
) => Promise<FastifyReply>

// Pages, not API: left out of /api/openapi.json; their parts are typed by these schemas.
const hide = true
const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const
const cartTokenQuery = { type: 'object', properties: { cartToken: { type: 'string' } } } as const

/**
 * The checkout pages through the site layout: checkout (201) with the checkout island, order
 * confirmed (202), subscription confirmed (206), order received (207) and order status (211).
 * Their content is ours alone — never the owner's code blocks — and they carry a strict CSP.
 */
export async function checkoutPages(
  app: FastifyInstance,
  options: {
    /** Asks the provider about an order still pending (the return URL of a redirect payment). */
    settle?: (order: { id: string; websiteId: string }) => Promise<void>
    /** Whether the site takes Stripe (its checkout then loads Stripe.js and allows its origins). */
    stripeOn?: (websiteId: string) => Promise<boolean>
    /** Stripe.js and its API: Stripe's, or a Stripe-compatible test server's. */
    stripeUrls?: { jsUrl?: string | undefined; apiUrl?: string | undefined }
    /** The renewal pay page of a dunning link (`subscriptions/renewal-pay-page.ts`). */
    renewalPayPage?: (request: FastifyRequest, token: string) => Promise<RenewalPayPage>
  } = {},
): Promise<SendSystemPage> {
  const services = app.atelier
  // The published site's renderer and snapshot cache: a site version loads once for both.
  const { renderer, snapshots } = await siteRendering(app)

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageInput,
    csp = checkoutContentSecurityPolicy,
  ): Promise<FastifyReply> {
    const now = services.now()
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`
    const snapshot = await snapshots.get(request.site.id, now.getTime())
    const rendered = renderer.system(
      snapshot,
      page.path,
      {
        status: 200,
        pageType: page.pageType,
        template: 'page',
        seo: { pageTitle: page.title, text: '', noIndex: true },
        parts: {},
        atelier: {
          showPageTitle: false,
          layout: {
            blocks: [
              {
                id: 'checkout',
                type: 23,
                typeName: 'code',
                gridColumn: '1 / -1',
                kind: { code: true },
                code: `<h1 class="page-title">${escapeHtml(page.title)}</h1>${page.html}`,
                displaySource: false,
              },
            ],
          },
        },
      },
      now,
      origin,
      { ownerContent: false },
    )
    reply.header('cache-control', 'no-store')
    if ((request.query as { format?: string }).format === 'json') {
      return reply.type('application/json; charset=utf-8').send(rendered.json)
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('referrer-policy', 'no-referrer')
      .send(rendered.html)
  }

  app.get(
    '/checkout',
    { schema: { hide, querystring: cartTokenQuery } },
    async (request, reply) => {
      const accounts = request.site.website.settings.storeSettings.customerAccounts
      if (
        accounts === 'required' &&
        (await currentSiteUserId(services.storage, request, services.now())) === undefined
      ) {
        // The shop asks for an account first: sign in or sign up, then back here.
        const back = encodeURIComponent(request.url)
        return send(request, reply, {
          path: '/checkout',
          pageType: PageType.checkout,
          title: strings.checkoutTitle,
          html:
            `<div class="checkout-account-required"><p>${escapeHtml(strings.accountRequired)}</p>` +
            `<p><a class="button button--primary" href="/account/login?returnTo=${back}">${escapeHtml(strings.signInToCheckout)}</a> ` +
            `<a class="button" href="/account/signup">${escapeHtml(strings.signUpToCheckout)}</a></p></div>`,
        })
      }
      const token = request.query.cartToken
      const attribute =
        typeof token === 'string' && /^[\w-]{16,128}$/.test(token)
          ? ` data-cart-token="${escapeHtml(token)}"`
          : ''
      // Stripe.js only on the checkout of a site that takes Stripe, from Stripe's own origin.
      const stripe = (await options.stripeOn?.(request.site.id)) === true
      const jsUrl = options.stripeUrls?.jsUrl ?? stripeJsUrl
      // Each line's picture in the summary, its variant's own first (issue 22), as the cart's.
      const cards = cartProductCards(await snapshots.get(request.site.id, services.now().getTime()))
      return send(
        request,
        reply,
        {
          path: '/checkout',
          pageType: PageType.checkout,
          title: strings.checkoutTitle,
          html:
            `<div class="checkout-root" data-island="checkout"${attribute}` +
            ` data-product-cards="${escapeHtml(JSON.stringify(cards))}"` +
            `${stripe ? ` data-stripe-js="${escapeHtml(jsUrl)}"` : ''}></div>`,
        },
        stripe
          ? checkoutCspWithStripe(stripeCspSources(options.stripeUrls ?? {}))
          : checkoutContentSecurityPolicy,
      )
    },
  )

  app.get(
    '/checkout/confirmed/:token',
    { schema: { hide, params: tokenParams } },
    async (request, reply) => {
      let order = await orderStatusView(services.storage, request.site.id, request.params.token)
      if (order === undefined) return reply.callNotFound()
      if (order.status === 'pending' && options.settle !== undefined) {
        // Back from the provider: its word (a retrieval), never the return URL's, settles it.
        await options.settle({ id: order.id, websiteId: request.site.id })
        order =
          (await orderStatusView(services.storage, request.site.id, request.params.token)) ?? order
      }
      // A paid member-area join ends on membership confirmed (208), with the way into the area.
      const joined =
        order.status === 'paid' ? await areaJoinedBy(services.storage, order.id) : undefined
      if (joined !== undefined)
        return reply.redirect(`/account/member-areas/${encodeURIComponent(joined)}/confirmed`, 303)
      const { pageType, title, intro } = confirmationOf(order)
      const statusLink = `/orders/${encodeURIComponent(request.params.token)}`
      // A guest is offered an account for the order's email; once verified it holds the order.
      const offerAccount =
        request.site.website.settings.storeSettings.customerAccounts !== 'off' &&
        (await currentSiteUserId(services.storage, request, services.now())) === undefined
      const accountOffer = offerAccount
        ? `<p class="order-account-offer">${escapeHtml(fillTemplate(strings.createAccountOffer, { email: order.email }))} ` +
          `<a href="/account/signup?email=${encodeURIComponent(order.email)}">${escapeHtml(strings.createAccount)}</a></p>`
        : ''
      return send(request, reply, {
        path: '/checkout/confirmed',
        pageType,
        title,
        html:
          `<div class="order-confirmed" data-order-id="${escapeHtml(order.id)}">` +
          `<p>${escapeHtml(intro)} ` +
          // No mail yet while the provider has not confirmed the payment.
          `${order.status === 'pending' ? '' : escapeHtml(fillTemplate(strings.confirmationSent, { email: order.email }))}</p>` +
          orderSummaryHtml(order, pageLocale(request)) +
          `<p><a class="order-status-link" href="${escapeHtml(statusLink)}">` +
          `${strings.viewOrderStatus}</a></p>` +
          accountOffer +
          `</div>`,
      })
    },
  )

  app.get(
    '/subscriptions/pay/:token',
    { schema: { hide, params: tokenParams } },
    async (request, reply) => {
      const page = await options.renewalPayPage?.(request, request.params.token)
      if (page === undefined || page.kind === 'unknown') return reply.callNotFound()
      if (page.crumb) ensureCrumbCookie(request, reply)
      const stripe = page.stripeKey !== undefined
      return send(
        request,
        reply,
        { path: '/subscriptions/pay', pageType: PageType['order-status'], ...page },
        stripe
          ? checkoutCspWithStripe(stripeCspSources(options.stripeUrls ?? {}))
          : checkoutContentSecurityPolicy,
      )
    },
  )

  app.get('/orders/:token', { schema: { hide, params: tokenParams } }, async (request, reply) => {
    const order = await orderStatusView(services.storage, request.site.id, request.params.token)
    if (order === undefined) return reply.callNotFound()
    // The cancel form posts without the runtime: it carries the crumb this answer sets.
    const crumb = order.subscription === null ? undefined : ensureCrumbCookie(request, reply)
    const payPath =
      order.subscription?.renewalFailure == null
        ? undefined
        : renewalPayPath(
            renewalPayToken(
              await orderLinkSecret(services.storage.db),
              order.subscription.id,
              new Date(services.now().getTime() + renewalPayLinkDays * 86_400_000),
            ),
          )
    return sendStatus(request, reply, { order, token: request.params.token, crumb, payPath })
  })

  async function sendStatus(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      order,
      token,
      crumb,
      payPath,
    }: {
      order: OrderStatusView
      token: string
      crumb: string | undefined
      payPath?: string | undefined
    },
  ) {
    const site = pageLocale(request)
    const subscription = subscriptionHtml(order, token, crumb, site, payPath)
    return send(request, reply, {
      path: '/orders',
      pageType: PageType['order-status'],
      title: fillTemplate(strings.orderStatusTitle, { orderNumber: String(order.orderNumber) }),
      html:
        `<div class="order-status" data-status="${escapeHtml(order.status)}">` +
        `<p>${escapeHtml(fillTemplate(strings.status, { status: statusText(order.status) }))}</p>` +
        orderFulfillmentHtml(order, site) +
        subscription +
        orderSummaryHtml(order, site, false) +
        `</div>`,
    })
  }
  return send
}

function subscriptionHtml(
  order: OrderStatusView,
  token: string,
  crumb: string | undefined,
  { locale, timeZone }: OrderPageLocale,
  payPath?: string,
) {
  const subscription = order.subscription
  if (subscription === null) return ''
  const failure = subscription.renewalFailure
  const dunning =
    failure === null
      ? ''
      : `<div class="order-subscription-dunning" role="status">` +
        `<p>${escapeHtml(fillTemplate(strings.renewalFailed, { reason: failure.message }))} ` +
        escapeHtml(
          failure.cancelAt === null
            ? failure.retryAt === null
              ? ''
              : fillTemplate(strings.renewalRetry, {
                  date: siteDate(failure.retryAt, locale, timeZone),
                })
            : fillTemplate(strings.renewalPastDue, {
                date: siteDate(failure.cancelAt, locale, timeZone),
              }),
        ) +
        `</p>` +
        (payPath === undefined
          ? ''
          : `<p><a class="order-subscription-pay" href="${escapeHtml(payPath)}">${strings.payRenewal}</a></p>`) +
        `</div>`
  const next =
    subscription.nextBillingAt === null
      ? ''
      : escapeHtml(
          fillTemplate(strings.nextPayment, {
            date: siteDate(subscription.nextBillingAt, locale, timeZone),
          }),
        )
  const cancellable = subscription.status === 'active' || subscription.status === 'past_due'
  const form =
    cancellable && crumb !== undefined
      ? // Asked first: one stray click must not end a subscription (no script needed).
        `<details class="order-subscription-cancel"><summary>${strings.cancelSubscription}</summary>` +
        `<p>${escapeHtml(strings.cancelSubscriptionQuestion)}</p>` +
        `<form method="post" ` +
        `action="/api/commerce/orders/${escapeHtml(encodeURIComponent(token))}/subscription/cancel">` +
        `<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">` +
        `<button type="submit">${strings.confirmCancelSubscription}</button></form></details>`
      : ''
  return (
    `<p class="order-subscription">` +
    `${escapeHtml(fillTemplate(strings.subscription, { status: subscriptionText(subscription.status) }))}` +
    `${next}</p>${dunning}${form}`
  )
}

function pageLocale(request: FastifyRequest): OrderPageLocale {
  return { locale: request.site.website.locale, timeZone: request.site.timeZone }
}

function subscriptionText(status: string): string {
  const texts: Record<string, string> = {
    active: strings.subscriptionActive,
    past_due: strings.subscriptionPastDue,
    cancelled: strings.subscriptionCancelled,
    completed: strings.subscriptionCompleted,
  }
  return texts[status] ?? status
}

function confirmationOf(order: OrderStatusView) {
  if (order.status === 'pending') {
    return {
      pageType: PageType['order-confirmed'],
      title: strings.paymentPendingTitle,
      intro: strings.paymentPendingIntro,
    }
  }
  if (order.status === 'received') {
    return {
      pageType: PageType['order-received'],
      title: strings.orderReceivedTitle,
      intro: strings.orderReceivedIntro,
    }
  }
  if (order.isSubscription) {
    return {
      pageType: PageType['subscription-confirmed'],
      title: strings.subscriptionConfirmedTitle,
      intro: strings.subscriptionConfirmedIntro,
    }
  }
  return {
    pageType: PageType['order-confirmed'],
    title: strings.orderConfirmedTitle,
    intro: strings.orderConfirmedIntro,
  }
}

function statusText(status: string): string {
  switch (status) {
    case 'paid':
      return strings.statusPaid
    case 'received':
      return strings.statusReceived
    case 'pending':
      return strings.statusPending
    default:
      return strings.statusNotCompleted
  }
}
