import { fillTemplate } from '@atelier/commerce'
import { orderMoney, siteDate } from '../checkout/order-presentation.js'
import { orderPageStrings } from '../checkout/order-page-strings.js'
import { escapeHtml } from '../html/escape-html.js'
import { orderStatusPath } from '../orders/order-urls.js'
import { accountHomeStrings as strings } from './account-home-strings.js'
import type { AccountOrder } from './account-orders.js'
import type { BookAddress } from './address-book.js'
import type { SignedInAccount } from './signed-in-account.js'

/** What /account shows; addresses carry their lines as their country writes them. */
export interface AccountHomeModel {
  account: SignedInAccount
  orders: AccountOrder[]
  page: number
  hasNextPage: boolean
  subscriptions: AccountOrder[]
  downloads: AccountOrder[]
  addresses: Array<BookAddress & { lines: string[] }>
  locale: string
  timeZone: string
  /** The crumb the subscriptions' cancel forms post with (they work without scripts). */
  crumb: string | undefined
  /** Where Stripe.js loads from, when the site takes Stripe (a new card's Payment Element). */
  stripeJsUrl?: string | undefined
  /** Memberships and newsletter preferences (account-sections.ts), ready to show. */
  memberSections?: string
}

const e = escapeHtml

function statusBadge(view: AccountOrder['view']): string {
  if (view.status === 'cancelled') return orderPageStrings.statusNotCompleted
  if (view.status === 'received') return orderPageStrings.statusReceived
  if (view.fulfillmentStatus === 'fulfilled') return orderPageStrings.fulfilled
  return orderPageStrings.statusPaid
}

function orderHtml({ token, view }: AccountOrder, model: AccountHomeModel): string {
  const count = view.lines.reduce((sum, line) => sum + line.quantity, 0)
  const meta = [
    fillTemplate(strings.placedOn, {
      date: siteDate(view.createdAt, model.locale, model.timeZone),
    }),
    count === 1 ? strings.oneItem : fillTemplate(strings.itemCount, { count: String(count) }),
    orderMoney(view.grandTotalCents, view.currency),
  ]
  const lines = view.lines
    .map(
      (line) =>
        `<li><span class="account-order__line-title">${e(line.title)}</span>` +
        (line.variant === ''
          ? ''
          : ` <span class="account-order__variant">${e(line.variant)}</span>`) +
        ` <span class="account-order__qty">× ${line.quantity}</span></li>`,
    )
    .join('')
  const tracking =
    view.trackingNumber === null || view.trackingNumber === ''
      ? ''
      : `<p class="account-order__tracking">${e(fillTemplate(strings.tracking, { number: view.trackingNumber }))}</p>`
  const title = fillTemplate(strings.orderNumber, { orderNumber: String(view.orderNumber) })
  return (
    `<li class="account-order" data-order-id="${e(view.id)}">` +
    `<div class="account-order__head"><h3 class="account-order__title">` +
    `<a href="${e(orderStatusPath(token))}">${e(title)}</a></h3>` +
    `<span class="account-badge account-badge--${e(view.status)}">${e(statusBadge(view))}</span></div>` +
    `<p class="account-order__meta">${meta.map((part) => `<span>${e(part)}</span>`).join('')}</p>` +
    `<ul class="account-order__lines">${lines}</ul>${tracking}` +
    `<div class="account-order__actions">` +
    `<a class="button button--secondary button--small" href="${e(orderStatusPath(token))}"` +
    ` aria-label="${e(`${strings.viewOrder}, ${title}`)}">${strings.viewOrder}</a>` +
    `<button type="button" class="button button--primary button--small account-order__buy-again"` +
    ` data-buy-again="${e(view.id)}" aria-label="${e(`${strings.buyAgain}, ${title}`)}">${strings.buyAgain}</button>` +
    `</div></li>`
  )
}

function ordersHtml(model: AccountHomeModel): string {
  if (model.orders.length === 0 && model.page === 1) {
    return (
      `<p class="account-empty">${strings.noOrders}</p>` +
      `<p><a class="button button--primary" href="/">${strings.startShopping}</a></p>`
    )
  }
  const pager =
    model.page === 1 && !model.hasNextPage
      ? ''
      : `<nav class="account-pager" aria-label="${e(strings.orders)}">` +
        (model.page > 1
          ? `<a class="button button--secondary button--small" href="/account?page=${model.page - 1}">${strings.newerOrders}</a>`
          : '<span></span>') +
        `<span class="account-pager__page">${e(fillTemplate(strings.ordersPage, { page: String(model.page) }))}</span>` +
        (model.hasNextPage
          ? `<a class="button button--secondary button--small" href="/account?page=${model.page + 1}">${strings.olderOrders}</a>`
          : '<span></span>') +
        `</nav>`
  return (
    `<ol class="account-orders__list">${model.orders.map((order) => orderHtml(order, model)).join('')}</ol>` +
    `<p class="account-orders__message" role="status" aria-live="polite"></p>${pager}`
  )
}

function subscriptionsHtml(model: AccountHomeModel): string {
  if (model.subscriptions.length === 0) return ''
  const items = model.subscriptions
    .flatMap(({ token, view }) => {
      const subscription = view.subscription
      if (subscription === null) return []
      const status =
        {
          active: orderPageStrings.subscriptionActive,
          past_due: orderPageStrings.subscriptionPastDue,
          cancelled: orderPageStrings.subscriptionCancelled,
          completed: orderPageStrings.subscriptionCompleted,
        }[subscription.status] ?? subscription.status
      const next =
        subscription.nextBillingAt === null || subscription.status === 'cancelled'
          ? ''
          : `<p class="account-card__meta">${e(fillTemplate(strings.nextRenewal, { date: siteDate(subscription.nextBillingAt, model.locale, model.timeZone) }))}</p>`
      return [
        `<li class="account-card__item"><div class="account-card__row">` +
          `<strong>${e(subscription.title)}</strong>` +
          `<span class="account-badge account-badge--${e(subscription.status)}">${e(status)}</span></div>` +
          `<p class="account-card__meta">${e(subscription.priceText)}</p>${next}` +
          `<a class="account-link" href="${e(orderStatusPath(token))}">${strings.manageSubscription}</a>` +
          cancelForm(token, subscription.status, model.crumb) +
          `</li>`,
      ]
    })
    .join('')
  return section(
    'subscriptions',
    strings.subscriptions,
    `<ul class="account-card__list">${items}</ul>`,
  )
}

/** The order status page's own cancel form (asked first), posting to the same call. */
function cancelForm(token: string, status: string, crumb: string | undefined): string {
  if (crumb === undefined || (status !== 'active' && status !== 'past_due')) return ''
  return (
    `<details class="order-subscription-cancel"><summary>${orderPageStrings.cancelSubscription}</summary>` +
    `<p>${e(orderPageStrings.cancelSubscriptionQuestion)}</p>` +
    `<form method="post" action="/api/commerce/orders/${e(encodeURIComponent(token))}/subscription/cancel">` +
    `<input type="hidden" name="crumb" value="${e(crumb)}">` +
    `<button type="submit">${orderPageStrings.confirmCancelSubscription}</button></form></details>`
  )
}

function downloadsHtml(model: AccountHomeModel): string {
  const items = model.downloads
    .flatMap(({ view }) =>
      view.downloads.map(
        (download) =>
          `<li class="account-card__item"><div class="account-card__row">` +
          `<strong>${e(download.title)}</strong>` +
          `<a class="button button--secondary button--small" href="${e(download.url)}"` +
          ` aria-label="${e(`${strings.download} ${download.title}`)}">${strings.download}</a></div>` +
          `<p class="account-card__meta">${e(
            fillTemplate(strings.downloadsLeft, {
              left: String(Math.max(0, download.maxDownloads - download.downloads)),
              max: String(download.maxDownloads),
              date: siteDate(download.expiresAt, model.locale, model.timeZone),
            }),
          )}</p></li>`,
      ),
    )
    .join('')
  return items === ''
    ? ''
    : section('downloads', strings.downloads, `<ul class="account-card__list">${items}</ul>`)
}

/**
 * The saved payment methods (issue 21): the island lists the cards (through the payment provider)
 * and lets the shopper remove one, make one the default and change a subscription's card; the
 * subscriptions that still renew are given to it here.
 */
function paymentMethodsHtml(model: AccountHomeModel): string {
  const renewing = model.subscriptions.flatMap(({ view }) =>
    view.subscription !== null &&
    (view.subscription.status === 'active' || view.subscription.status === 'past_due')
      ? [{ id: view.subscription.id, title: view.subscription.title }]
      : [],
  )
  return section(
    'payment-methods',
    strings.paymentMethods,
    `<div class="account-payment-methods__app" data-subscriptions="${e(JSON.stringify(renewing))}"` +
      (model.stripeJsUrl === undefined ? '' : ` data-stripe-js="${e(model.stripeJsUrl)}"`) +
      `>` +
      `<p class="account-card__meta">${strings.loadingPaymentMethods}</p></div>`,
  )
}

function section(id: string, title: string, body: string): string {
  return (
    `<section class="account-card account-${id}" aria-labelledby="account-${id}-title">` +
    `<h2 class="account-card__title" id="account-${id}-title">${e(title)}</h2>${body}</section>`
  )
}

/** The body of /account: orders beside subscriptions, downloads, addresses and the profile. */
export function accountHomeHtml(model: AccountHomeModel): string {
  const { account } = model
  const name = [account.firstName, account.lastName].filter((part) => part !== '').join(' ')
  const addressData = JSON.stringify(model.addresses)
  const profileData = JSON.stringify({ firstName: account.firstName, lastName: account.lastName })
  return (
    `<div class="account-home" data-island="account-home">` +
    `<header class="account-home__header"><div>` +
    `<h1 class="page-title">${strings.title}</h1>` +
    (name === ''
      ? ''
      : `<p class="account-home__greeting">${e(fillTemplate(strings.greeting, { name }))}</p>`) +
    `<p class="account-home__email">${e(fillTemplate(strings.signedInAs, { email: account.email }))}</p></div>` +
    `<a class="button button--secondary button--small" href="/account/login?returnTo=%2F">${strings.signOut}</a>` +
    `</header>` +
    `<div class="account-home__grid">` +
    `<section class="account-card account-orders" aria-labelledby="account-orders-title">` +
    `<h2 class="account-card__title" id="account-orders-title">${strings.orders}</h2>${ordersHtml(model)}</section>` +
    `<div class="account-home__side">` +
    subscriptionsHtml(model) +
    paymentMethodsHtml(model) +
    downloadsHtml(model) +
    (model.memberSections ?? '') +
    section(
      'addresses',
      strings.addresses,
      `<div class="account-addresses__app" data-addresses="${e(addressData)}">` +
        model.addresses
          .map(
            (address) =>
              `<address class="account-address">${address.lines.map(e).join('<br>')}</address>`,
          )
          .join('') +
        `</div>`,
    ) +
    section(
      'profile',
      strings.profile,
      `<div class="account-profile__app" data-profile="${e(profileData)}">` +
        `<p>${e(name === '' ? account.email : name)}</p></div>`,
    ) +
    `</div></div></div>`
  )
}
