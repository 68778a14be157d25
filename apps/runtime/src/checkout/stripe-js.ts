/**
 * The part of Stripe.js the checkout uses, as Stripe documents it: `Stripe(publishableKey)`,
 * `stripe.elements({mode, amount, currency})` (deferred intent creation), `elements.create('payment')`
 * and `mount`, `elements.submit()`, and `stripe.confirmPayment({elements, clientSecret,
 * confirmParams: {return_url}})`. Stripe.js is never bundled: it loads from the URL the checkout
 * page names (`data-stripe-js`, js.stripe.com in production).
 */
export interface StripeError {
  message?: string
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void
  destroy(): void
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement
  submit(): Promise<{ error?: StripeError }>
  update(options: { amount?: number; currency?: string; paymentMethodTypes?: string[] }): void
}

export interface StripeJs {
  elements(
    options:
      | { mode: 'payment'; amount: number; currency: string; paymentMethodTypes?: string[] }
      | { mode: 'setup'; currency: string },
  ): StripeElements
  confirmPayment(options: {
    elements: StripeElements
    clientSecret: string
    confirmParams: { return_url: string }
  }): Promise<{ error?: StripeError }>
  /** Saves a card without a payment (a SetupIntent): `redirect: 'if_required'` stays on the page. */
  confirmSetup(options: {
    elements: StripeElements
    clientSecret: string
    confirmParams: { return_url: string }
    redirect: 'if_required'
  }): Promise<{ error?: StripeError; setupIntent?: { id: string; status: string } }>
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | undefined

/** Loads Stripe.js once, from `url`, and answers its `Stripe` constructor. */
export function loadStripeJs(url: string): Promise<NonNullable<Window['Stripe']>> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe !== undefined) {
      resolve(window.Stripe)
      return
    }
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () =>
      window.Stripe === undefined
        ? reject(new Error('Stripe.js did not load'))
        : resolve(window.Stripe)
    script.onerror = () => {
      loading = undefined
      reject(new Error('Stripe.js could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}
