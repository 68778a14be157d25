import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { orderPageStrings as strings } from '../../checkout/order-page-strings.js'
import { subscriptionPriceText } from '../../checkout/order-presentation.js'
import { escapeHtml } from '../../html/escape-html.js'
import type { OrderDeps } from '../order-deps.js'
import { orderLinkSecret, orderToken } from '../order-token.js'
import { orderStatusPath } from '../order-urls.js'
import { renewalDue, settlePendingRenewals, subscriptionOfPayLink } from './pay-renewal.js'

export type RenewalPayPage =
  | { kind: 'unknown' }
  | {
      kind: 'page'
      title: string
      html: string
      /** The island posts with the crumb this answer sets. */
      crumb: boolean
      /** The site's publishable key, when the page mounts Stripe's Payment Element. */
      stripeKey?: string
    }

/**
 * The page a dunning mail's link opens: what is due and the payment form (the
 * `renewal-payment` island), or — paid already, or back from Stripe and settled — the
 * subscription's state with its status link; an expired link says so.
 */
export async function renewalPayPage(
  deps: OrderDeps,
  websiteId: string,
  token: string,
  stripeJsUrl: string,
): Promise<RenewalPayPage> {
  const found = await subscriptionOfPayLink(deps, websiteId, token)
  if (!found.ok) {
    if (found.code === 'not-found') return { kind: 'unknown' }
    return page(`<p class="renewal-pay__expired">${escapeHtml(found.message)}</p>`)
  }
  let subscription = found.subscription
  if (renewalDue(subscription)) {
    // Back from Stripe: its word (a retrieval) settles a renewal paid there.
    await settlePendingRenewals(deps, subscription)
    subscription =
      (await deps.storage.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', subscription.id)
        .executeTakeFirst()) ?? subscription
  }
  const statusPath = orderStatusPath(
    orderToken(await orderLinkSecret(deps.storage.db), subscription.orderId),
  )
  const statusLink = `<p><a class="order-status-link" href="${escapeHtml(statusPath)}">${strings.viewOrderStatus}</a></p>`
  if (!renewalDue(subscription)) {
    return page(
      `<p class="renewal-pay__nothing-due" role="status">${strings.renewalNothingDue}</p>${statusLink}`,
    )
  }
  const stripe =
    subscription.provider === 'stripe' ? await deps.stripeFor?.(subscription.websiteId) : undefined
  const priceText = subscriptionPriceText({
    ...subscription,
    billingPeriod: deps.storage.dialect.decodeJson(subscription.billingPeriod),
  })
  // What the failed try asked for (shipping and taxes included), else the plan's price.
  const tried = await deps.storage.db
    .selectFrom('subscriptionRenewals')
    .select('amountCents')
    .where('subscriptionId', '=', subscription.id)
    .where('cycle', '=', subscription.cyclesBilled)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
  const amountCents = tried?.amountCents ?? subscription.amountCents
  const intro = fillTemplate(strings.payRenewalIntro, {
    title: subscription.title,
    amount: formatMoney(amountCents, subscription.currency as CurrencyCode),
    priceText,
  })
  const reason =
    subscription.lastFailureMessage === null
      ? ''
      : `<p>${escapeHtml(fillTemplate(strings.renewalFailed, { reason: subscription.lastFailureMessage }))}</p>`
  const stripeAttributes =
    stripe?.browserKey === undefined
      ? ''
      : ` data-stripe-js="${escapeHtml(stripeJsUrl)}" data-stripe-key="${escapeHtml(stripe.browserKey)}"`
  return {
    ...page(
      `<p class="renewal-pay__intro">${escapeHtml(intro)}</p>${reason}` +
        `<div class="checkout-root" data-island="renewal-payment"` +
        ` data-pay-token="${escapeHtml(token)}" data-amount="${amountCents}"` +
        ` data-currency="${escapeHtml(subscription.currency)}"${stripeAttributes}></div>` +
        statusLink,
    ),
    crumb: true,
    ...(stripe?.browserKey === undefined ? {} : { stripeKey: stripe.browserKey }),
  }
}

function page(body: string): Extract<RenewalPayPage, { kind: 'page' }> {
  return {
    kind: 'page',
    title: strings.payRenewalTitle,
    html: `<div class="renewal-pay">${body}</div>`,
    crumb: false,
  }
}
