import { formatMoney, isCurrencyCode } from '@atelier/commerce'
import type { QuoteView } from './checkout-api.js'

/** The order's lines and totals as the last quote priced them. */
export function CheckoutSummary({ quote }: { readonly quote: QuoteView }) {
  const currency = quote.subtotalAmount.currency
  const money = (cents: number) => (isCurrencyCode(currency) ? formatMoney(cents, currency) : '')
  const row = (label: string, cents: number, className: string, negative = false) =>
    cents === 0 ? null : (
      <tr class={className}>
        <th>{label}</th>
        <td>
          {negative ? '−' : ''}
          {money(cents)}
        </td>
      </tr>
    )
  return (
    <table class="checkout-summary">
      <tbody>
        {quote.entries.map((entry) => (
          <tr key={entry.id} class="checkout-summary__line">
            <th>
              {entry.quantity} × {entry.title}
            </th>
            <td>{money(entry.subTotal.minor)}</td>
          </tr>
        ))}
        {row('Subtotal', quote.subtotalCents, 'checkout-summary__subtotal')}
        {row('Discount', quote.discountCents, 'checkout-summary__discount', true)}
        {row('Shipping', quote.shippingCostCents, 'checkout-summary__shipping')}
        {row('Tax', quote.taxCents, 'checkout-summary__tax')}
        {row('Gift card', quote.giftCardCents, 'checkout-summary__gift-card', true)}
        <tr class="checkout-summary__total">
          <th>Total</th>
          <td>{money(quote.grandTotalCents)}</td>
        </tr>
        {quote.giftCardCents > 0 ? (
          <tr class="checkout-summary__due">
            <th>Amount due</th>
            <td>{money(quote.amountDueCents)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
