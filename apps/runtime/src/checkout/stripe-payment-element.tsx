import { useEffect, useRef } from 'preact/hooks'
import type { StripeElements, StripeJs } from './stripe-js.js'
import { loadStripeJs } from './stripe-js.js'

export interface StripeSession {
  stripe: StripeJs
  elements: StripeElements
}

export interface StripePaymentElementProps {
  readonly scriptUrl: string
  readonly publishableKey: string
  readonly amountCents: number
  readonly currency: string
  /** The methods offered (the order's PaymentIntent allows the same); Stripe's choice when absent. */
  readonly paymentMethodTypes?: readonly string[]
  /** Called once the Payment Element is mounted, with what confirming the payment needs. */
  readonly onReady: (session: StripeSession | undefined) => void
}

/**
 * Stripe's Payment Element (cards, wallets, and the local methods the account allows), mounted
 * with the amount due; the order's PaymentIntent is made only when the shopper pays.
 */
export function StripePaymentElement({
  scriptUrl,
  publishableKey,
  amountCents,
  currency,
  paymentMethodTypes,
  onReady,
}: StripePaymentElementProps) {
  const types = paymentMethodTypes === undefined ? undefined : [...paymentMethodTypes]
  const typesKey = types?.join(',') ?? ''
  const target = useRef<HTMLDivElement>(null)
  const session = useRef<StripeSession>()
  // What the Element is mounted with once Stripe.js has loaded: the latest quote's, not the first.
  const latest = useRef({ amountCents, currency, types })
  latest.current = { amountCents, currency, types }

  useEffect(() => {
    let cancelled = false
    let element: { destroy(): void } | undefined
    void loadStripeJs(scriptUrl)
      .then((Stripe) => {
        if (cancelled || target.current === null) return
        const stripe = Stripe(publishableKey)
        const now = latest.current
        const elements = stripe.elements({
          mode: 'payment',
          amount: now.amountCents,
          currency: now.currency.toLowerCase(),
          ...(now.types === undefined ? {} : { paymentMethodTypes: now.types }),
        })
        const created = elements.create('payment')
        created.mount(target.current)
        element = created
        session.current = { stripe, elements }
        onReady(session.current)
      })
      .catch(() => onReady(undefined))
    return () => {
      cancelled = true
      element?.destroy()
    }
  }, [scriptUrl, publishableKey])

  useEffect(() => {
    session.current?.elements.update({
      amount: amountCents,
      currency: currency.toLowerCase(),
      ...(types === undefined ? {} : { paymentMethodTypes: types }),
    })
  }, [amountCents, currency, typesKey])

  return <div class="checkout-stripe" ref={target} />
}
