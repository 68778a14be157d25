import {
  commerceStrings,
  fillTemplate,
  formatMoney,
  fractionDigits,
  isCurrencyCode,
} from '@atelier/commerce'
import { useRef, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { CheckoutField } from '../checkout/checkout-field.js'
import { tokenizeCard } from '../checkout/checkout-api.js'
import type { CardInput } from '../checkout/checkout-api.js'
import { checkoutFormStrings } from '../checkout/checkout-strings.js'
import { StripePaymentElement } from '../checkout/stripe-payment-element.js'
import type { StripeSession } from '../checkout/stripe-payment-element.js'
import { typedAmountCents } from './donate-amount.js'
import { donateStrings as strings } from './donate-strings.js'

export interface DonateFormProps {
  readonly blockId: string
  readonly currency: string
  readonly suggested: readonly number[]
  readonly allowCustom: boolean
  /** The block offers a monthly gift (charged each month to the card saved now). */
  readonly offerMonthly: boolean
  /** The amount chosen on the donation block (minor units), if any. */
  readonly chosenCents: number | undefined
  readonly stripe?: { scriptUrl: string; publishableKey: string } | undefined
  readonly navigate: (url: string) => void
}

interface Given {
  confirmationUrl: string
  payment?: { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {}
}

/**
 * The donate page (203): the amount (the block's suggestions, or the giver's own), email and name,
 * and the payment — the test card (tokenized first: only its token reaches the gift API) or
 * Stripe's Payment Element. The receipt page is the provider's word, never this form's.
 */
export function DonateForm(props: DonateFormProps) {
  const currency = isCurrencyCode(props.currency) ? props.currency : 'USD'
  // The block's choice carries over; 'Other amount' on the block (no amount) opens the field.
  const [choice, setChoice] = useState<number | 'other'>(() => {
    const chosen = props.chosenCents
    if (chosen !== undefined && props.suggested.includes(chosen)) return chosen
    return props.allowCustom ? 'other' : (props.suggested[0] ?? 'other')
  })
  const [typed, setTyped] = useState('')
  const [monthly, setMonthly] = useState(false)
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [card, setCard] = useState<CardInput>({ number: '', expMonth: '', expYear: '', cvc: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [giving, setGiving] = useState(false)
  const stripeSession = useRef<StripeSession | undefined>()
  const amountCents =
    choice === 'other' ? typedAmountCents(typed, fractionDigits(currency)) : choice
  const money = (cents: number) => formatMoney(cents, currency)

  async function give(event: Event) {
    event.preventDefault()
    if (giving) return
    if (amountCents === undefined) {
      setErrors({ amountCents: strings.chooseAmount })
      return
    }
    setGiving(true)
    setErrors({})
    setMessage(undefined)
    const refuse = (text: string) => {
      setMessage(text)
      setGiving(false)
    }
    const stripe = props.stripe === undefined ? undefined : stripeSession.current
    if (props.stripe !== undefined) {
      const submitted = await stripe?.elements.submit()
      if (stripe === undefined || submitted?.error !== undefined) {
        refuse(submitted?.error?.message ?? checkoutFormStrings.stripeUnavailable)
        return
      }
    }
    const tokenized = props.stripe === undefined ? await tokenizeCard(card) : undefined
    if (tokenized !== undefined && !tokenized.ok) {
      setErrors(fieldErrors(tokenized.body))
      refuse(checkoutFormStrings.checkHighlightedFields)
      return
    }
    const answer = await apiRequest<Given>('POST', '/api/commerce/donations', {
      blockId: props.blockId,
      amountCents,
      email: email.trim(),
      name: name.trim(),
      monthly: props.offerMonthly && monthly,
      idempotencyKey: crypto.randomUUID(),
      payment:
        tokenized === undefined
          ? { provider: 'stripe' }
          : { provider: 'test', token: tokenized.data.token },
    })
    if (!answer.ok) {
      const fields = fieldErrors(answer.body)
      setErrors(fields)
      refuse(
        Object.keys(fields).length > 0
          ? checkoutFormStrings.checkHighlightedFields
          : answer.failure.kind === 'server' && answer.failure.message !== undefined
            ? answer.failure.message
            : commerceStrings.pleaseTryAgain,
      )
      return
    }
    const payment = answer.data.payment
    if (payment !== undefined && stripe !== undefined) {
      const confirmed = await stripe.stripe.confirmPayment({
        elements: stripe.elements,
        clientSecret: payment.clientSecret,
        confirmParams: { return_url: new URL(answer.data.confirmationUrl, location.href).href },
      })
      if (confirmed.error !== undefined) {
        refuse(confirmed.error.message ?? commerceStrings.pleaseTryAgain)
        return
      }
    }
    props.navigate(answer.data.confirmationUrl)
  }

  return (
    <form class="checkout-form donate-form" onSubmit={give} noValidate>
      <fieldset class="donate-form__amounts">
        <legend>{strings.amount}</legend>
        {errors.amountCents ? (
          <p class="checkout-field__error" role="alert">
            {errors.amountCents}
          </p>
        ) : null}
        {props.suggested.map((cents) => (
          <label key={cents} class="donate-form__amount">
            <input
              type="radio"
              name="amount"
              checked={choice === cents}
              onChange={() => setChoice(cents)}
            />
            {money(cents)}
          </label>
        ))}
        {props.allowCustom ? (
          <label class="donate-form__amount">
            <input
              type="radio"
              name="amount"
              checked={choice === 'other'}
              onChange={() => setChoice('other')}
            />
            {strings.otherAmount}
          </label>
        ) : null}
        {props.allowCustom && choice === 'other' ? (
          <CheckoutField
            name="customAmount"
            label={fillTemplate(strings.otherAmountLabel, { currency })}
            value={typed}
            inputMode="text"
            onInput={setTyped}
          />
        ) : null}
      </fieldset>
      {props.offerMonthly ? (
        <fieldset class="donate-form__frequency">
          <legend>{strings.frequency}</legend>
          <label class="donate-form__amount">
            <input
              type="radio"
              name="frequency"
              checked={!monthly}
              onChange={() => setMonthly(false)}
            />
            {strings.giveOnce}
          </label>
          <label class="donate-form__amount">
            <input
              type="radio"
              name="frequency"
              checked={monthly}
              onChange={() => setMonthly(true)}
            />
            {strings.giveMonthly}
          </label>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{checkoutFormStrings.contact}</legend>
        <CheckoutField
          name="email"
          label={strings.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onInput={setEmail}
        />
        <CheckoutField
          name="name"
          label={strings.name}
          autoComplete="name"
          value={name}
          error={errors.name}
          onInput={setName}
        />
      </fieldset>
      <fieldset class="checkout-form__payment">
        <legend>{checkoutFormStrings.payment}</legend>
        {props.stripe === undefined ? (
          <>
            <p>{checkoutFormStrings.cardTestMode}</p>
            <CheckoutField
              name="card.number"
              label={checkoutFormStrings.cardNumber}
              autoComplete="cc-number"
              inputMode="numeric"
              value={card.number}
              error={errors.number ?? errors['card.number']}
              onInput={(number) => setCard({ ...card, number })}
            />
            <CheckoutField
              name="card.expMonth"
              label={checkoutFormStrings.expiryMonth}
              autoComplete="cc-exp-month"
              inputMode="numeric"
              value={card.expMonth}
              error={errors.expMonth ?? errors['card.expiry']}
              onInput={(expMonth) => setCard({ ...card, expMonth })}
            />
            <CheckoutField
              name="card.expYear"
              label={checkoutFormStrings.expiryYear}
              autoComplete="cc-exp-year"
              inputMode="numeric"
              value={card.expYear}
              error={errors.expYear}
              onInput={(expYear) => setCard({ ...card, expYear })}
            />
            <CheckoutField
              name="card.cvc"
              label={checkoutFormStrings.securityCode}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvc}
              error={errors.cvc ?? errors['card.cvc']}
              onInput={(cvc) => setCard({ ...card, cvc })}
            />
          </>
        ) : (
          <StripePaymentElement
            scriptUrl={props.stripe.scriptUrl}
            publishableKey={props.stripe.publishableKey}
            amountCents={amountCents ?? props.suggested[0] ?? 100}
            currency={currency}
            onReady={(session) => {
              stripeSession.current = session
            }}
          />
        )}
      </fieldset>
      {props.offerMonthly && monthly ? (
        // The giver's consent to the next months being charged to this card without them.
        <p class="checkout-form__consent">{strings.monthlyConsent}</p>
      ) : null}
      {message ? (
        <p class="checkout-form__message" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" class="button button--primary checkout-form__pay" disabled={giving}>
        {giving
          ? strings.giving
          : amountCents === undefined
            ? strings.giveNoAmount
            : fillTemplate(props.offerMonthly && monthly ? strings.giveEachMonth : strings.give, {
                amount: money(amountCents),
              })}
      </button>
    </form>
  )
}
