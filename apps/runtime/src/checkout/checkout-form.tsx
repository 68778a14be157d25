import { commerceStrings, fillTemplate, formatMoney, isCurrencyCode } from '@atelier/commerce'
import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
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
import { CheckoutField, CheckoutSelect } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { CheckoutSummary } from './checkout-summary.js'
import { OneItemNotice } from './one-item-notice.js'
import { addressProblems, addressRules, countryChoices } from './countries.js'

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
    address2: '',
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

type AddressField = keyof CheckoutChoices['address']

const nameFields = [
  ['firstName', strings.firstName, 'given-name'],
  ['lastName', strings.lastName, 'family-name'],
  ['address1', strings.address, 'address-line1'],
  ['address2', strings.address2, 'address-line2'],
  ['city', strings.city, 'address-level2'],
] as const

/** The label inside a sentence: 'ZIP code' stays, 'State' becomes 'state'. */
const inSentence = (label: string) =>
  label === label.toUpperCase() || /^[A-Z]{2,}/.test(label) ? label : label.toLowerCase()

/** The browser's own address checks, as the server names its field errors. */
function addressErrors(address: CheckoutChoices['address'], prefix: string) {
  const rules = addressRules(address.country)
  const problems = addressProblems(address)
  const errors: Record<string, string> = {}
  if (problems.region) {
    errors[`${prefix}.region`] = fillTemplate(strings.regionRequired, {
      label: inSentence(rules.regionLabel),
    })
  }
  if (problems.postalCode) {
    const template =
      problems.postalCode === 'postal-required' ? strings.postalRequired : strings.postalInvalid
    errors[`${prefix}.postalCode`] = fillTemplate(template, {
      label: inSentence(rules.postalLabel),
    })
  }
  return errors
}

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
  // Bumped after a refused payment: the focus then goes to the first field in error.
  const [refusals, setRefusals] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const countries = useMemo(
    () => countryChoices(document.documentElement.lang || navigator.language || 'en'),
    [],
  )
  const rules = addressRules(choices.address.country)

  useEffect(() => {
    if (refusals === 0) return
    const form = formRef.current
    const first =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.checkout-form__message')
    if (first) {
      if (first.tagName === 'P') first.tabIndex = -1
      first.focus()
    }
  }, [refusals])

  /** A field's error goes once the shopper changes that field. */
  function clearError(...names: string[]) {
    if (!names.some((name) => errors[name] !== undefined)) return
    const next = { ...errors }
    for (const name of names) delete next[name]
    setErrors(next)
  }

  function setAddress(field: AddressField, value: string, requote = false) {
    const address = { ...choices.address, [field]: value }
    // A new country has other regions and postal codes: the old ones no longer apply.
    if (field === 'country') {
      address.region = ''
      clearError('shippingAddress.country', 'shippingAddress.region', 'billingAddress.region')
    }
    clearError(`shippingAddress.${field}`, `billingAddress.${field}`)
    change({ ...choices, address }, requote)
  }

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
    const local = addressErrors(
      choices.address,
      quote.requiresShipping ? 'shippingAddress' : 'billingAddress',
    )
    if (Object.keys(local).length > 0) {
      setErrors(local)
      setMessage(strings.checkHighlightedFields)
      setRefusals((n) => n + 1)
      return
    }
    setPaying(true)
    setErrors({})
    setMessage(undefined)
    // A new key per attempt: a retry after a decline is a new order, a double click is not.
    const key = crypto.randomUUID()
    const answer = await placeOrder(
      orderBody(choices, quote.requiresShipping, key, quote.amountDueCents === 0),
    )
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
    setRefusals((n) => n + 1)
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
  const nothingDue = quote !== undefined && quote.amountDueCents === 0 && quote.grandTotalCents > 0
  const currency = quote?.subtotalAmount.currency ?? ''
  const money = (cents: number) => (isCurrencyCode(currency) ? formatMoney(cents, currency) : '')
  const appliedCoupons = (quote?.validCoupons ?? []).map((coupon) => coupon.code)
  const appliedGiftCards = quote?.giftCards ?? []
  return (
    <form ref={formRef} class="checkout-form" noValidate onSubmit={(event) => void pay(event)}>
      {cartToken !== undefined && quote?.entries[0] ? (
        <OneItemNotice title={quote.entries[0].title} />
      ) : null}
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
        />
      </fieldset>

      <fieldset class="checkout-form__address">
        <legend>
          {quote?.requiresShipping === false ? strings.billingAddress : strings.shippingAddress}
        </legend>
        <CheckoutSelect
          name="shippingAddress.country"
          label={strings.country}
          autoComplete="country"
          value={choices.address.country}
          choices={countries}
          error={errors['shippingAddress.country'] ?? errors['billingAddress.country']}
          onChange={(value) => setAddress('country', value, true)}
        />
        {nameFields.map(([field, label, autoComplete]) => (
          <CheckoutField
            key={field}
            name={`shippingAddress.${field}`}
            label={label}
            autoComplete={autoComplete}
            value={choices.address[field]}
            error={errors[`shippingAddress.${field}`] ?? errors[`billingAddress.${field}`]}
            onInput={(value) => setAddress(field, value)}
            onBlur={() => void refresh(choices)}
          />
        ))}
        {rules.regions ? (
          <CheckoutSelect
            name="shippingAddress.region"
            label={rules.regionLabel}
            autoComplete="address-level1"
            value={choices.address.region}
            prompt={strings.choose}
            choices={rules.regions}
            error={errors['shippingAddress.region'] ?? errors['billingAddress.region']}
            onChange={(value) => setAddress('region', value, true)}
          />
        ) : (
          <CheckoutField
            name="shippingAddress.region"
            label={rules.regionLabel}
            autoComplete="address-level1"
            value={choices.address.region}
            error={errors['shippingAddress.region'] ?? errors['billingAddress.region']}
            onInput={(value) => setAddress('region', value)}
            onBlur={() => void refresh(choices)}
          />
        )}
        <CheckoutField
          name="shippingAddress.postalCode"
          label={rules.postalLabel}
          autoComplete="postal-code"
          value={choices.address.postalCode}
          error={errors['shippingAddress.postalCode'] ?? errors['billingAddress.postalCode']}
          onInput={(value) => setAddress('postalCode', value)}
          onBlur={() => void refresh(choices)}
        />
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
                onChange={() => {
                  clearError('shippingOptionId')
                  change({ ...choices, shippingOptionId: option.id }, true)
                }}
              />
              <span class="checkout-shipping-option__name">{option.name}</span>
              <span class="checkout-shipping-option__price">
                {option.costCents === 0 ? strings.free : money(option.costCents)}
              </span>
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
          onInput={(value) => {
            clearError('couponCodes')
            setCoupon(value)
          }}
        />
        <button
          type="button"
          class="checkout-apply-coupon"
          onClick={() => {
            if (coupon.trim() === '') return
            change({ ...choices, couponCodes: [coupon.trim()] }, true)
            // Applied, the code is listed below with its Remove button.
            setCoupon('')
          }}
        >
          {strings.applyCoupon}
        </button>
        <CheckoutField
          name="giftCard"
          label={strings.giftCardCode}
          value={giftCard}
          error={errors.giftCardCodes ?? quoteGiftCard}
          onInput={(value) => {
            clearError('giftCardCodes')
            setGiftCard(value)
          }}
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
        {appliedCoupons.length + appliedGiftCards.length > 0 ? (
          <ul class="checkout-applied">
            {appliedCoupons.map((code) => (
              <li key={`coupon-${code}`}>
                <span>{fillTemplate(strings.appliedCoupon, { code })}</span>
                <button
                  type="button"
                  class="checkout-applied__remove"
                  aria-label={fillTemplate(strings.removeCode, { code })}
                  onClick={() =>
                    change(
                      { ...choices, couponCodes: choices.couponCodes.filter((c) => c !== code) },
                      true,
                    )
                  }
                >
                  {strings.remove}
                </button>
              </li>
            ))}
            {appliedGiftCards.map((card) => (
              <li key={`gift-${card.code}`}>
                <span>
                  {fillTemplate(strings.appliedGiftCard, {
                    code: card.code,
                    amount: money(card.amountCents),
                    balance: money(card.balanceAfterCents),
                  })}
                </span>
                <button
                  type="button"
                  class="checkout-applied__remove"
                  aria-label={fillTemplate(strings.removeCode, { code: card.code })}
                  onClick={() =>
                    change(
                      {
                        ...choices,
                        giftCardCodes: choices.giftCardCodes.filter(
                          (c) => c.toUpperCase() !== card.code.toUpperCase(),
                        ),
                      },
                      true,
                    )
                  }
                >
                  {strings.remove}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      {nothingDue ? (
        <p class="checkout-form__nothing-due">{strings.nothingDue}</p>
      ) : (
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
                  onInput={(value) => {
                    clearError(errorKey)
                    change({ ...choices, card: { ...choices.card, [field]: value } })
                  }}
                />
              ))}
            </div>
          ) : null}
        </fieldset>
      )}

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
