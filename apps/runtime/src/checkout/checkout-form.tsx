import { commerceStrings } from '@atelier/commerce'
import { useEffect, useState } from 'preact/hooks'
import { orderBody, orderErrors, placeOrder, quoteBody, requestQuote } from './checkout-api.js'
import type { CheckoutChoices, QuoteView } from './checkout-api.js'
import { CheckoutField } from './checkout-field.js'
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
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['address1', 'Address', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['region', 'State', 'address-level1'],
  ['postalCode', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country'],
] as const

/**
 * The checkout form: email, address, shipping options, coupon and gift card codes, the test card
 * (or an offline payment), the pay button and the server's messages. Totals always come from the
 * server's quote; a declined card leaves the cart as it was, ready for another try.
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
    setMessage(
      failure.message ??
        (Object.keys(failure.fields).length > 0
          ? 'Please check the highlighted fields.'
          : answer.failure.kind === 'network'
            ? 'Please check your internet connection.'
            : 'Please try again.'),
    )
    setPaying(false)
    void refresh(choices)
  }

  if (quote !== undefined && quote.entries.length === 0) {
    return <p class="checkout-empty">{commerceStrings.emptyCart}</p>
  }

  const quoteCoupon = quote?.invalidCoupons[0]?.message
  const quoteGiftCard = quote?.rejectedGiftCards[0]?.message
  return (
    <form class="checkout-form" noValidate onSubmit={(event) => void pay(event)}>
      <fieldset class="checkout-form__contact">
        <legend>Contact</legend>
        <CheckoutField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={choices.email}
          error={errors.email}
          onInput={(email) => change({ ...choices, email })}
        />
      </fieldset>

      <fieldset class="checkout-form__address">
        <legend>
          {quote?.requiresShipping === false ? 'Billing address' : 'Shipping address'}
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
      </fieldset>

      {quote?.requiresShipping ? (
        <fieldset class="checkout-form__shipping">
          <legend>Shipping</legend>
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
        <legend>Coupon and gift card</legend>
        <CheckoutField
          name="coupon"
          label="Coupon code"
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
          Apply coupon
        </button>
        <CheckoutField
          name="giftCard"
          label="Gift card code"
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
          Apply gift card
        </button>
      </fieldset>

      <fieldset class="checkout-form__payment">
        <legend>Payment</legend>
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'card'}
            onChange={() => change({ ...choices, payment: 'card' })}
          />
          Card (test mode)
        </label>
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'offline'}
            onChange={() => change({ ...choices, payment: 'offline' })}
          />
          Pay on pickup or by bank transfer
        </label>
        {choices.payment === 'card' ? (
          <div class="checkout-card">
            {(
              [
                ['number', 'Card number', 'cc-number', 'card.number'],
                ['expMonth', 'Expiry month (MM)', 'cc-exp-month', 'card.expiry'],
                ['expYear', 'Expiry year (YYYY)', 'cc-exp-year', 'card.expiry'],
                ['cvc', 'Security code', 'cc-csc', 'card.cvc'],
              ] as const
            ).map(([field, label, autoComplete, errorKey]) => (
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
      {message ? (
        <p class="checkout-form__message" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" class="checkout-pay" disabled={paying || quote === undefined}>
        {paying ? 'Paying…' : 'Pay now'}
      </button>
    </form>
  )
}
