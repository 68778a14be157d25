import { render } from 'preact'
import { readProductCards } from '../cart-page/product-cards.js'
import { CheckoutForm } from '../checkout/checkout-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/** The checkout page (201): mounts on `data-island="checkout"`, with a subscription's `data-cart-token`
 * and, when the site takes Stripe, `data-stripe-js` (where Stripe.js loads from). */
export function mountCheckout(root: HTMLElement): void {
  const cartToken = root.dataset.cartToken
  const stripeJsUrl = root.dataset.stripeJs
  const productCards = readProductCards(root.dataset.productCards)
  root.textContent = ''
  render(
    <CheckoutForm
      cartToken={cartToken === '' ? undefined : cartToken}
      stripeJsUrl={stripeJsUrl === '' ? undefined : stripeJsUrl}
      productCards={productCards}
    />,
    root,
  )
}

mountIslands('checkout', mountCheckout)
