import { formatMoney, isCurrencyCode, variantDescription } from '@atelier/commerce'
import { useState } from 'preact/hooks'
import { entryImage, type CartProductCard } from '../cart-page/product-cards.js'
import type { QuoteView } from './checkout-api.js'
import { checkoutSummaryStrings as strings } from './checkout-strings.js'

/**
 * The order's lines and totals as the last quote priced them. On a phone it is a panel at the top
 * of the checkout, closed behind a 'Show order summary' button with the total (as Shopify's); on
 * a wide screen the button is hidden and the table stands beside the form.
 */
export function CheckoutSummary({
  quote,
  cards = {},
}: {
  readonly quote: QuoteView
  readonly cards?: Readonly<Record<string, CartProductCard>>
}) {
  const [open, setOpen] = useState(false)
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
    <>
      <button
        type="button"
        class="checkout-summary-toggle"
        aria-expanded={open}
        aria-controls="checkout-summary"
        onClick={() => setOpen(!open)}
      >
        <span>{open ? strings.hideSummary : strings.showSummary}</span>
        <strong>{money(quote.grandTotalCents)}</strong>
      </button>
      <table
        id="checkout-summary"
        class={`checkout-summary${open ? '' : ' checkout-summary--closed'}`}
      >
        <tbody>
          {quote.entries.map((entry) => {
            const variant = variantDescription(entry.chosenVariant?.attributes ?? {})
            const image = entryImage(
              entry.itemId === undefined ? undefined : cards[entry.itemId],
              entry.chosenVariant?.sku,
            )
            return (
              <tr key={entry.id} class="checkout-summary__line">
                <th>
                  {image ? (
                    <img
                      class="checkout-summary__image"
                      src={image.src}
                      srcset={image.srcset || undefined}
                      sizes="48px"
                      width={48}
                      height={60}
                      alt=""
                    />
                  ) : null}
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
    </>
  )
}
