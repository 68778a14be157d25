import { fillTemplate } from '@atelier/commerce'
import { useCart } from '../cart/use-cart.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'

/**
 * A gift card or a subscription is checked out on its own (SPEC §4); when the shopping cart holds
 * other things, say that they stay there, with the way back to them, so nobody thinks they were
 * bought or lost.
 */
export function OneItemNotice({ title }: { readonly title: string }) {
  const cart = useCart()
  const count = cart?.totalQuantity ?? 0
  if (count === 0) return null
  const items = fillTemplate(count === 1 ? strings.oneItem : strings.manyItems, { count })
  return (
    <p class="checkout-one-item-notice" role="note">
      {fillTemplate(strings.oneItemCheckout, { title, items })}{' '}
      <a href="/cart">{strings.viewCart}</a>
    </p>
  )
}
