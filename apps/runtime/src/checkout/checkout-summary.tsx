import { formatMoney, isCurrencyCode, variantDescription } from '@atelier/commerce'
import type { QuoteView } from './checkout-api.js'
import { checkoutSummaryStrings as strings } from './checkout-strings.js'

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
        {quote.entries.map((entry) => {
          const variant = variantDescription(entry.chosenVariant?.attributes ?? {})
          return (
            <tr key={entry.id} class="checkout-summary__line">
              <th>
                {entry.quantity} × {entry.title}
                {variant ? <span class="checkout-summary__variant">{variant}</span> : null}
              </th>
              <td>{quote.subscriptionPriceText ?? money(entry.subTotal.minor)}</td>
            </tr>
          )
        })}
        {row(strings.subtotal, quote.subtotalCents, 'checkout-summary__subtotal')}
        {row(strings.discount, quote.discountCents, 'checkout-summary__discount', true)}
        {row(strings.shipping, quote.shippingCostCents, 'checkout-summary__shipping')}
        {row(strings.tax, quote.taxCents, 'checkout-summary__tax')}
        {row(strings.giftCard, quote.giftCardCents, 'checkout-summary__gift-card', true)}
        <tr class="checkout-summary__total">
          <th>{strings.total}</th>
          <td>{money(quote.grandTotalCents)}</td>
        </tr>
        {quote.giftCardCents > 0 ? (
          <tr class="checkout-summary__due">
            <th>{strings.amountDue}</th>
            <td>{money(quote.amountDueCents)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
