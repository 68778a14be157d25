import { commerceStrings } from '@atelier/commerce'
import { useRef, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { orderErrors, tokenizeCard } from './checkout-api.js'
import type { CardInput } from './checkout-api.js'
import { CheckoutField } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { StripePaymentElement } from './stripe-payment-element.js'
import type { StripeSession } from './stripe-payment-element.js'

export interface RenewalPaymentFormProps {
  readonly payToken: string
  readonly amountCents: number
  readonly currency: string
  /** Where Stripe.js loads from and the site's key, when the site takes Stripe. */
  readonly stripe?: { scriptUrl: string; publishableKey: string } | undefined
}

type PayAnswer =
  | { status: 'paid'; statusUrl: string }
  | { status: 'pending'; payment: { clientSecret: string; publishableKey: string } }

const cardFields = [
  ['number', strings.cardNumber, 'cc-number'],
  ['expMonth', strings.expiryMonth, 'cc-exp-month'],
  ['expYear', strings.expiryYear, 'cc-exp-year'],
  ['cvc', strings.securityCode, 'cc-csc'],
] as const

/**
 * The dunning link's page: the subscriber pays the failed renewal with a card (tokenized by the
 * test provider, or Stripe's Payment Element), which then renews the next cycles. The server
 * hears of a Stripe payment from Stripe, never from this page.
 */
export function RenewalPaymentForm({
  payToken,
  amountCents,
  currency,
  stripe,
}: RenewalPaymentFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expMonth: '', expYear: '', cvc: '' })
  const [message, setMessage] = useState<string>()
  const [paying, setPaying] = useState(false)
  const [paid, setPaid] = useState<string>()
  const session = useRef<StripeSession>()
  const path = `/api/commerce/subscriptions/pay/${encodeURIComponent(payToken)}`

  async function pay(event: Event) {
    event.preventDefault()
    setPaying(true)
    setMessage(undefined)
    let body: Record<string, unknown>
    if (stripe !== undefined) {
      const submitted = await session.current?.elements.submit()
      if (session.current === undefined || submitted?.error !== undefined) {
        return refuse(submitted?.error?.message ?? strings.stripeUnavailable)
      }
      body = { payment: { provider: 'stripe' } }
    } else {
      const token = await tokenizeCard(card)
      if (!token.ok)
        return refuse(orderErrors(token.body).message ?? commerceStrings.pleaseTryAgain)
      body = { payment: { provider: 'test', token: token.data.token } }
    }
    const answer = await apiRequest<PayAnswer>('POST', path, body)
    if (!answer.ok)
      return refuse(orderErrors(answer.body).message ?? commerceStrings.pleaseTryAgain)
    if (answer.data.status === 'pending' && session.current !== undefined) {
      // Stripe confirms it and comes back to this page, which asks Stripe how it went.
      const confirmed = await session.current.stripe.confirmPayment({
        elements: session.current.elements,
        clientSecret: answer.data.payment.clientSecret,
        confirmParams: { return_url: location.href },
      })
      if (confirmed.error !== undefined) {
        return refuse(confirmed.error.message ?? commerceStrings.pleaseTryAgain)
      }
      return
    }
    if (answer.data.status === 'paid') setPaid(answer.data.statusUrl)
    setPaying(false)
  }

  function refuse(text: string) {
    setMessage(text)
    setPaying(false)
  }

  if (paid !== undefined) {
    return (
      <div class="renewal-payment renewal-payment--paid">
        <p role="status">{strings.renewalPaid}</p>
        <p>
          <a href={paid}>{strings.viewSubscription}</a>
        </p>
      </div>
    )
  }
  return (
    <form class="checkout-form renewal-payment" onSubmit={(event) => void pay(event)} noValidate>
      <fieldset class="checkout-form__payment">
        <legend>{strings.payment}</legend>
        {stripe === undefined ? (
          <p class="checkout-form__test-mode">{strings.cardTestMode}</p>
        ) : null}
        {stripe === undefined ? (
          <div class="checkout-card">
            {cardFields.map(([field, label, autoComplete]) => (
              <CheckoutField
                key={field}
                name={`card.${field}`}
                label={label}
                inputMode="numeric"
                autoComplete={autoComplete}
                value={card[field]}
                onInput={(value) => setCard({ ...card, [field]: value })}
              />
            ))}
          </div>
        ) : (
          <StripePaymentElement
            scriptUrl={stripe.scriptUrl}
            publishableKey={stripe.publishableKey}
            amountCents={amountCents}
            currency={currency}
            onReady={(ready) => {
              session.current = ready
            }}
          />
        )}
      </fieldset>
      <p class="checkout-form__consent">{strings.renewalConsent}</p>
      {message ? (
        <p class="checkout-form__message" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" class="checkout-pay" disabled={paying}>
        {paying ? strings.paying : strings.payRenewal}
      </button>
    </form>
  )
}
