import { render } from 'preact'
import { RenewalPaymentForm } from '../checkout/renewal-payment-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/**
 * The renewal pay page of a dunning mail's link: mounts on `data-island="renewal-payment"` with
 * `data-pay-token`, `data-amount` (cents) and `data-currency`, and, when the site takes Stripe,
 * `data-stripe-js` and `data-stripe-key`.
 */
export function mountRenewalPayment(root: HTMLElement): void {
  const { payToken, amount, currency, stripeJs, stripeKey } = root.dataset
  root.textContent = ''
  render(
    <RenewalPaymentForm
      payToken={payToken ?? ''}
      amountCents={Number(amount ?? '0')}
      currency={currency ?? 'USD'}
      stripe={
        stripeJs !== undefined && stripeKey !== undefined
          ? { scriptUrl: stripeJs, publishableKey: stripeKey }
          : undefined
      }
    />,
    root,
  )
}

mountIslands('renewal-payment', mountRenewalPayment)
