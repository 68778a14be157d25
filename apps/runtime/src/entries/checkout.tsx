import { render } from 'preact'
import { CheckoutForm } from '../checkout/checkout-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/** The checkout page (201): mounts on `data-island="checkout"`, with a subscription's `data-cart-token`. */
export function mountCheckout(root: HTMLElement): void {
  const cartToken = root.dataset.cartToken
  root.textContent = ''
  render(<CheckoutForm cartToken={cartToken === '' ? undefined : cartToken} />, root)
}

mountIslands('checkout', mountCheckout)
