import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { OrderStatusView } from '../orders/order-status-view.js'
import { escapeHtml } from '../render/escape-html.js'
import { orderPageStrings } from './order-page-strings.js'

const money = (cents: number, currency: string) => formatMoney(cents, currency as CurrencyCode)

/** The order's summary as the confirmation and status pages print it; every value escaped. */
export function orderSummaryHtml(order: OrderStatusView): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}</td><td>${line.quantity}</td>` +
        `<td>${escapeHtml(money(line.unitPriceCents * line.quantity, order.currency))}</td></tr>`,
    )
    .join('')
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
  return (
    `<p class="order-number">${fillTemplate(orderPageStrings.orderNumber, {
      orderNumber: String(order.orderNumber),
    })}</p>` +
    (order.testMode ? `<p class="order-test-mode">${orderPageStrings.testOrder}</p>` : '') +
    `<table class="order-lines"><tbody>${rows}` +
    total(orderPageStrings.subtotal, order.subtotalCents) +
    total(orderPageStrings.discount, order.discountCents, true) +
    total(orderPageStrings.shipping, order.shippingCostCents) +
    total(orderPageStrings.tax, order.taxCents) +
    total(orderPageStrings.giftCard, order.giftCardCents, true) +
    `<tr class="order-total-row order-grand-total"><th colspan="2">${orderPageStrings.total}</th>` +
    `<td>${escapeHtml(money(order.grandTotalCents, order.currency))}</td></tr>` +
    `</tbody></table>` +
    (downloads === ''
      ? ''
      : `<h2>${orderPageStrings.downloads}</h2><ul class="order-downloads">${downloads}</ul>`)
  )
}

const fulfillmentTexts: Record<string, string> = {
  fulfilled: orderPageStrings.fulfilled,
  unfulfilled: orderPageStrings.unfulfilled,
  partial: orderPageStrings.partiallyFulfilled,
  'not-required': orderPageStrings.fulfillmentNotRequired,
}

/** The order's fulfilment state as the order record has it, with the tracking number once shipped. */
export function orderFulfillmentHtml(order: OrderStatusView): string {
  const state = fulfillmentTexts[order.fulfillmentStatus] ?? order.fulfillmentStatus
  const tracking =
    order.trackingNumber === null
      ? ''
      : `<p class="order-tracking">${orderPageStrings.trackingNumber}: ` +
        `${escapeHtml(order.trackingNumber)}</p>`
  return (
    `<p class="order-fulfillment" data-fulfillment="${escapeHtml(order.fulfillmentStatus)}">` +
    `${orderPageStrings.fulfillmentLabel}: ${escapeHtml(state)}</p>${tracking}`
  )
}
