import { commerceStrings, formatMoney, isCurrencyCode } from '@atelier/commerce'
import type { CartProductCard } from '../cart-page/product-cards.js'
import { AddressFieldset } from './address-fieldset.js'
import { belowMinimumMessage, rememberCheckoutEmail, shipsNowhereTo } from './checkout-api.js'
import { CheckoutField } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { CheckoutSummary } from './checkout-summary.js'
import { CodesFieldset } from './codes-fieldset.js'
import { OneItemNotice } from './one-item-notice.js'
import { PaymentFieldset } from './payment-fieldset.js'
import { ShippingFieldset } from './shipping-fieldset.js'
import { useCheckout } from './use-checkout.js'

export interface CheckoutFormProps {
  /** A subscription cart's token; otherwise the CART cookie's cart is checked out. */
  readonly cartToken?: string | undefined
  /** Where to go once the order is placed (the browser, in production). */
  readonly navigate?: (url: string) => void
  /** Where Stripe.js loads from when the site takes Stripe (the page's `data-stripe-js`). */
  readonly stripeJsUrl?: string | undefined
  /** Each product's picture by item id (the page's `data-product-cards`), for the summary. */
  readonly productCards?: Readonly<Record<string, CartProductCard>>
}

/**
 * The checkout form: email, address, shipping options, coupon and gift card codes, the test card
 * (or an offline payment), the pay button and the server's messages. Totals always come from the
 * server's quote; a declined card leaves the cart as it was, ready for another try. A cart below
 * the store's minimum subtotal says so (SPEC §8) and cannot be paid.
 */
export function CheckoutForm({
  cartToken,
  navigate = (url) => location.assign(url),
  stripeJsUrl,
  productCards,
}: CheckoutFormProps) {
  const checkout = useCheckout(cartToken, navigate)
  const { quote, message, paying, choicesState } = checkout
  const { choices, errors, change, clearError } = choicesState

  if (quote !== undefined && quote.entries.length === 0) {
    return <p class="checkout-empty">{commerceStrings.emptyCart}</p>
  }

  const quoteBelowMinimum = quote === undefined ? undefined : belowMinimumMessage(quote)
  const belowMinimum = quoteBelowMinimum ?? errors.cart
  const noShipping = quote !== undefined && shipsNowhereTo(quote)
  const nothingDue = quote !== undefined && quote.amountDueCents === 0 && quote.grandTotalCents > 0
  const currency = quote?.subtotalAmount.currency ?? ''
  const money = (cents: number) => (isCurrencyCode(currency) ? formatMoney(cents, currency) : '')
  return (
    <form
      ref={checkout.formRef}
      class="checkout-form"
      noValidate
      onSubmit={(event) => void checkout.pay(event)}
    >
      {cartToken !== undefined && quote?.entries[0] ? (
        <OneItemNotice title={quote.entries[0].title} />
      ) : null}
      {quote ? <CheckoutSummary quote={quote} cards={productCards ?? {}} /> : null}
      <fieldset class="checkout-form__contact">
        <legend>{strings.contact}</legend>
        <CheckoutField
          name="email"
          label={strings.email}
          type="email"
          autoComplete="email"
          value={choices.email}
          error={errors.email}
          onInput={(email) => {
            clearError('email')
            change({ ...choices, email })
          }}
          // The CART cookie's cart may be reminded; a one-item cart (gift card, subscription) not.
          onBlur={() => {
            if (cartToken === undefined) rememberCheckoutEmail(choices.email)
          }}
        />
      </fieldset>

      <AddressFieldset
        {...choicesState}
        requiresShipping={quote?.requiresShipping}
        noShipping={noShipping}
      />
      {checkout.account.signedIn ? (
        <label class="checkout-form__save-address">
          <input
            type="checkbox"
            checked={checkout.account.saveAddress}
            onChange={(event) => checkout.account.setSaveAddress(event.currentTarget.checked)}
          />{' '}
          {strings.saveAddressToAccount}
        </label>
      ) : null}

      {quote?.requiresShipping ? (
        <ShippingFieldset {...choicesState} quote={quote} money={money} />
      ) : null}

      <CodesFieldset {...choicesState} quote={quote} money={money} />

      {nothingDue ? (
        <p class="checkout-form__nothing-due">{strings.nothingDue}</p>
      ) : (
        <PaymentFieldset
          {...choicesState}
          offlinePayment={quote?.offlinePayment === true}
          savedCards={checkout.account.savedCards}
          offerSaveCard={
            checkout.account.signedIn && typeof quote?.subscriptionPriceText !== 'string'
          }
          stripe={
            stripeJsUrl !== undefined && typeof quote?.stripePublishableKey === 'string'
              ? {
                  scriptUrl: stripeJsUrl,
                  publishableKey: quote.stripePublishableKey,
                  amountCents: quote.amountDueCents,
                  currency,
                  ...(quote.stripePaymentMethodTypes
                    ? { paymentMethodTypes: quote.stripePaymentMethodTypes }
                    : {}),
                  onReady: checkout.setStripeSession,
                }
              : undefined
          }
        />
      )}

      {belowMinimum ? (
        <p class="checkout-form__minimum" role="alert">
          {belowMinimum}
        </p>
      ) : null}
      {typeof quote?.subscriptionPriceText === 'string' && choices.payment !== 'offline' ? (
        // The shopper's consent to the renewals being charged to this card without them.
        <p class="checkout-form__consent">{strings.renewalConsent}</p>
      ) : null}
      {message ? (
        <p class="checkout-form__message" role="alert">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        class="checkout-pay"
        disabled={paying || quote === undefined || quoteBelowMinimum !== undefined || noShipping}
      >
        {paying ? strings.paying : strings.payNow}
      </button>
    </form>
  )
}
