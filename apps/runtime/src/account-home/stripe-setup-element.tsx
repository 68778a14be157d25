import { useEffect, useRef } from 'preact/hooks'
import type { StripeSession } from '../checkout/stripe-payment-element.js'
import { loadStripeJs } from '../checkout/stripe-js.js'

/**
 * Stripe's Payment Element in setup mode (a card saved without a payment), for the account page:
 * mounted once Stripe.js has loaded from the page's `data-stripe-js`; `onReady` gets what
 * `stripe.confirmSetup` needs, or undefined when Stripe.js could not load.
 */
export function StripeSetupElement(props: {
  readonly scriptUrl: string
  readonly publishableKey: string
  readonly onReady: (session: StripeSession | undefined) => void
}) {
  const target = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let cancelled = false
    let element: { destroy(): void } | undefined
    void loadStripeJs(props.scriptUrl)
      .then((Stripe) => {
        if (cancelled || target.current === null) return
        const stripe = Stripe(props.publishableKey)
        const elements = stripe.elements({ mode: 'setup', currency: 'usd' })
        const created = elements.create('payment')
        created.mount(target.current)
        element = created
        props.onReady({ stripe, elements })
      })
      .catch(() => props.onReady(undefined))
    return () => {
      cancelled = true
      element?.destroy()
    }
  }, [props.scriptUrl, props.publishableKey])
  return <div class="checkout-stripe" ref={target} />
}
