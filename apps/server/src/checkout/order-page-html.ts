import { fillTemplate } from '@atelier/commerce'
import { addressLines, orderMoney as money, siteDate } from './order-presentation.js'
import type { OrderStatusView } from '../orders/order-status-view.js'
import { escapeHtml } from '../html/escape-html.js'
import { orderPageStrings } from './order-page-strings.js'

/** The site's way of writing dates, for the order pages. */
export interface OrderPageLocale {
  locale: string
  timeZone: string
}

function lineHtml(order: OrderStatusView, line: OrderStatusView['lines'][number]): string {
  const variant =
    line.variant === ''
      ? ''
      : `<span class="order-line__variant">${escapeHtml(line.variant)}</span>`
  const billing =
    order.subscription === null
      ? ''
      : `<span class="order-line__billing">${escapeHtml(order.subscription.priceText)}</span>`
  return (
    `<tr><td><span class="order-line__title">${escapeHtml(line.title)}</span>${variant}${billing}</td>` +
    `<td>${line.quantity}</td>` +
    `<td>${escapeHtml(money(line.unitPriceCents * line.quantity, order.currency))}</td></tr>`
  )
}

/**
 * The order's summary as the confirmation and status pages print it; every value escaped. The
 * status page's title is already 'Order #1002', so it leaves the number out (`withNumber`).
 */
export function orderSummaryHtml(
  order: OrderStatusView,
  site: OrderPageLocale,
  withNumber = true,
): string {
  const rows = order.lines.map((line) => lineHtml(order, line)).join('')
  const total = (label: string, cents: number, negative = false) =>
    cents === 0
      ? ''
      : `<tr class="order-total-row"><th colspan="2">${label}</th>` +
        `<td>${negative ? '−' : ''}${escapeHtml(money(cents, order.currency))}</td></tr>`
  const downloads = order.downloads
    .map(
      (d) =>
        `<li><a class="order-download" href="${escapeHtml(d.url)}">${escapeHtml(d.title)}</a></li>`,
    )
    .join('')
  const placed = escapeHtml(
    fillTemplate(orderPageStrings.placedOn, {
      date: siteDate(order.createdAt, site.locale, site.timeZone),
    }),
  )
  const number = withNumber
    ? `${fillTemplate(orderPageStrings.orderNumber, { orderNumber: String(order.orderNumber) })} · `
    : ''
  return (
    `<p class="order-number">${number}<span class="order-placed">${placed}</span></p>` +
    (order.testMode ? `<p class="order-test-mode">${orderPageStrings.testOrder}</p>` : '') +
    `<table class="order-lines"><caption class="visually-hidden">${orderPageStrings.items}</caption>` +
    `<tbody>${rows}` +
    total(orderPageStrings.subtotal, order.subtotalCents) +
    total(orderPageStrings.discount, order.discountCents, true) +
    total(orderPageStrings.shipping, order.shippingCostCents) +
    total(orderPageStrings.tax, order.taxCents) +
    total(orderPageStrings.giftCard, order.giftCardCents, true) +
    `<tr class="order-total-row order-grand-total"><th colspan="2">${orderPageStrings.total}</th>` +
    `<td>${escapeHtml(money(order.grandTotalCents, order.currency))}</td></tr>` +
    `</tbody></table>` +
    orderDeliveryHtml(order, site) +
    (downloads === ''
      ? ''
      : `<h2>${orderPageStrings.downloads}</h2><ul class="order-downloads">${downloads}</ul>`)
  )
}

/** Where the order goes and how: the shipping address and the shipping method, when it ships. */
function orderDeliveryHtml(order: OrderStatusView, site: OrderPageLocale): string {
  const address = addressLines(order.shippingAddress, site.locale)
  const option = order.shippingOption
  if (address.length === 0 && option === null) return ''
  const method =
    option === null
      ? ''
      : `<div class="order-delivery__part"><h2>${orderPageStrings.shippingMethod}</h2>` +
        `<p>${escapeHtml(option.name)}</p></div>`
  const where =
    address.length === 0
      ? ''
      : `<div class="order-delivery__part"><h2>${orderPageStrings.shippingAddress}</h2>` +
        `<address>${address.map(escapeHtml).join('<br>')}</address></div>`
  return `<div class="order-delivery">${where}${method}</div>`
}

const fulfillmentTexts: Record<string, string> = {
  fulfilled: orderPageStrings.fulfilled,
  unfulfilled: orderPageStrings.unfulfilled,
  partial: orderPageStrings.partiallyFulfilled,
  'not-required': orderPageStrings.fulfillmentNotRequired,
}

/** The order's fulfilment state as the order record has it, with the tracking number once shipped. */
export function orderFulfillmentHtml(order: OrderStatusView, site: OrderPageLocale): string {
  const state = fulfillmentTexts[order.fulfillmentStatus] ?? order.fulfillmentStatus
  const shippedOn =
    order.fulfillmentStatus === 'fulfilled' && order.fulfilledAt !== null
      ? ` ${escapeHtml(
          fillTemplate(orderPageStrings.shippedOn, {
            date: siteDate(order.fulfilledAt, site.locale, site.timeZone),
          }),
        )}`
      : ''
  const tracking =
    order.trackingNumber === null
      ? ''
      : `<p class="order-tracking">${orderPageStrings.trackingNumber}: ` +
        `${escapeHtml(order.trackingNumber)}</p>`
  return (
    `<p class="order-fulfillment" data-fulfillment="${escapeHtml(order.fulfillmentStatus)}">` +
    `${orderPageStrings.fulfillmentLabel}: ${escapeHtml(state)}${shippedOn}</p>${tracking}`
  )
}
