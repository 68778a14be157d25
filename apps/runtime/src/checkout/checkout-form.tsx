import { commerceStrings } from '@atelier/commerce'
import { useEffect, useState } from 'preact/hooks'
import {
  belowMinimumMessage,
  orderBody,
  orderErrors,
  placeOrder,
  quoteBody,
  requestQuote,
  shipsNowhereTo,
} from './checkout-api.js'
import type { CheckoutChoices, QuoteView } from './checkout-api.js'
import { CheckoutField } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { CheckoutSummary } from './checkout-summary.js'

export interface CheckoutFormProps {
  /** A subscription cart's token; otherwise the CART cookie's cart is checked out. */
  readonly cartToken?: string | undefined
  /** Where to go once the order is placed (the browser, in production). */
  readonly navigate?: (url: string) => void
}

const emptyChoices = (cartToken: string | undefined): CheckoutChoices => ({
  email: '',
  address: {
    firstName: '',
    lastName: '',
    address1: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
  },
  shippingOptionId: '',
  couponCodes: [],
  giftCardCodes: [],
  payment: 'card',
  card: { number: '', expMonth: '', expYear: '', cvc: '' },
  cartToken,
})

const addressFields = [
  ['firstName', strings.firstName, 'given-name'],
  ['lastName', strings.lastName, 'family-name'],
  ['address1', strings.address, 'address-line1'],
  ['city', strings.city, 'address-level2'],
  ['region', strings.region, 'address-level1'],
  ['postalCode', strings.postalCode, 'postal-code'],
  ['country', strings.country, 'country'],
] as const

const cardFields = [
  ['number', strings.cardNumber, 'cc-number', 'card.number'],
  ['expMonth', strings.expiryMonth, 'cc-exp-month', 'card.expiry'],
  ['expYear', strings.expiryYear, 'cc-exp-year', 'card.expiry'],
  ['cvc', strings.securityCode, 'cc-csc', 'card.cvc'],
] as const

/**
 * The checkout form: email, address, shipping options, coupon and gift card codes, the test card
 * (or an offline payment), the pay button and the server's messages. Totals always come from the
 * server's quote; a declined card leaves the cart as it was, ready for another try. A cart below
 * the store's minimum subtotal says so (SPEC §8) and cannot be paid.
 */
export function CheckoutForm({
  cartToken,
  navigate = (url) => location.assign(url),
}: CheckoutFormProps) {
  const [choices, setChoices] = useState(() => emptyChoices(cartToken))
  const [quote, setQuote] = useState<QuoteView | undefined>()
  const [coupon, setCoupon] = useState('')
  const [giftCard, setGiftCard] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | undefined>()
  const [paying, setPaying] = useState(false)

  async function refresh(next: CheckoutChoices) {
    const answer = await requestQuote(quoteBody(next))
    if (answer.ok) setQuote(answer.data)
  }

  useEffect(() => {
    void refresh(choices)
  }, [])

  function change(next: CheckoutChoices, requote = false) {
    setChoices(next)
    if (requote) void refresh(next)
  }

  async function pay(event: Event) {
    event.preventDefault()
    if (paying || quote === undefined) return
    setPaying(true)
    setErrors({})
    setMessage(undefined)
    // A new key per attempt: a retry after a decline is a new order, a double click is not.
    const key = crypto.randomUUID()
    const answer = await placeOrder(orderBody(choices, quote.requiresShipping, key))
    if (answer.ok) {
      navigate(answer.data.confirmationUrl)
      return
    }
    const failure = orderErrors(answer.body)
    setErrors(failure.fields)
    // `errors.cart` (below the minimum) has an alert of its own; no field is highlighted for it.
    const fieldErrors = Object.keys(failure.fields).filter((field) => field !== 'cart')
    setMessage(
      failure.message ??
        (fieldErrors.length > 0
          ? strings.checkHighlightedFields
          : failure.fields.cart !== undefined
            ? undefined
            : answer.failure.kind === 'network'
              ? commerceStrings.checkInternetConnection
              : commerceStrings.pleaseTryAgain),
    )
    setPaying(false)
    void refresh(choices)
  }

  if (quote !== undefined && quote.entries.length === 0) {
    return <p class="checkout-empty">{commerceStrings.emptyCart}</p>
  }

  const quoteCoupon = quote?.invalidCoupons[0]?.message
  const quoteGiftCard = quote?.rejectedGiftCards[0]?.message
  const quoteBelowMinimum = quote === undefined ? undefined : belowMinimumMessage(quote)
  const belowMinimum = quoteBelowMinimum ?? errors.cart
  const noShipping = quote !== undefined && shipsNowhereTo(quote)
  return (
    <form class="checkout-form" noValidate onSubmit={(event) => void pay(event)}>
      <fieldset class="checkout-form__contact">
        <legend>{strings.contact}</legend>
        <CheckoutField
          name="email"
          label={strings.email}
          type="email"
          autoComplete="email"
          value={choices.email}
          error={errors.email}
          onInput={(email) => change({ ...choices, email })}
        />
      </fieldset>

      <fieldset class="checkout-form__address">
        <legend>
          {quote?.requiresShipping === false ? strings.billingAddress : strings.shippingAddress}
        </legend>
        {addressFields.map(([field, label, autoComplete]) => (
          <CheckoutField
            key={field}
            name={`shippingAddress.${field}`}
            label={label}
            autoComplete={autoComplete}
            value={choices.address[field]}
            error={errors[`shippingAddress.${field}`] ?? errors[`billingAddress.${field}`]}
            onInput={(value) =>
              change({ ...choices, address: { ...choices.address, [field]: value } })
            }
            onBlur={() => void refresh(choices)}
          />
        ))}
        {errors.shippingAddress ? (
          <p class="checkout-field__error">{errors.shippingAddress}</p>
        ) : null}
        {noShipping ? (
          <p class="checkout-form__no-shipping" role="alert">
            {strings.noShippingToAddress}
          </p>
        ) : null}
      </fieldset>

      {quote?.requiresShipping ? (
        <fieldset class="checkout-form__shipping">
          <legend>{strings.shipping}</legend>
          {errors.shippingOptionId ? (
            <p class="checkout-field__error" role="alert">
              {errors.shippingOptionId}
            </p>
          ) : null}
          {quote.shippingOptions.map((option) => (
            <label key={option.id} class="checkout-shipping-option">
              <input
                type="radio"
                name="shippingOptionId"
                value={option.id}
                checked={
                  (choices.shippingOptionId || quote.selectedShippingOption?.id) === option.id
                }
                onChange={() => change({ ...choices, shippingOptionId: option.id }, true)}
              />
              {option.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      <fieldset class="checkout-form__codes">
        <legend>{strings.codes}</legend>
        <CheckoutField
          name="coupon"
          label={strings.couponCode}
          value={coupon}
          error={errors.couponCodes ?? quoteCoupon}
          onInput={setCoupon}
        />
        <button
          type="button"
          class="checkout-apply-coupon"
          onClick={() =>
            change({ ...choices, couponCodes: coupon.trim() ? [coupon.trim()] : [] }, true)
          }
        >
          {strings.applyCoupon}
        </button>
        <CheckoutField
          name="giftCard"
          label={strings.giftCardCode}
          value={giftCard}
          error={errors.giftCardCodes ?? quoteGiftCard}
          onInput={setGiftCard}
        />
        <button
          type="button"
          class="checkout-apply-gift-card"
          onClick={() => {
            const code = giftCard.trim()
            if (code === '' || choices.giftCardCodes.includes(code)) return
            change({ ...choices, giftCardCodes: [...choices.giftCardCodes, code] }, true)
            setGiftCard('')
          }}
        >
          {strings.applyGiftCard}
        </button>
      </fieldset>

      <fieldset class="checkout-form__payment">
        <legend>{strings.payment}</legend>
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'card'}
            onChange={() => change({ ...choices, payment: 'card' })}
          />
          {strings.cardTestMode}
        </label>
        {quote?.offlinePayment === true ? (
          <label>
            <input
              type="radio"
              name="payment"
              checked={choices.payment === 'offline'}
              onChange={() => change({ ...choices, payment: 'offline' })}
            />
            {strings.payOffline}
          </label>
        ) : null}
        {choices.payment === 'card' ? (
          <div class="checkout-card">
            {cardFields.map(([field, label, autoComplete, errorKey]) => (
              <CheckoutField
                key={field}
                name={`card.${field}`}
                label={label}
                inputMode="numeric"
                autoComplete={autoComplete}
                value={choices.card[field]}
                error={field === 'expYear' ? undefined : errors[errorKey]}
                onInput={(value) =>
                  change({ ...choices, card: { ...choices.card, [field]: value } })
                }
              />
            ))}
          </div>
        ) : null}
      </fieldset>

      {quote ? <CheckoutSummary quote={quote} /> : null}
      {belowMinimum ? (
        <p class="checkout-form__minimum" role="alert">
          {belowMinimum}
        </p>
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
