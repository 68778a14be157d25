import { useEffect, useState } from 'preact/hooks'
import { onCartEvent } from './cart-events.js'
import { currentCart } from './cart-store.js'
import type { CartView } from './cart-view.js'

/**
 * The page's cart for an island: the cart as known when it renders, then every `loaded`,
 * `item-added` and `recalculate-end`. Effects run after the first paint, and the cart read at page
 * start may finish in between; the effect picks up such a cart so no island misses it.
 */
export function useCart(): CartView | undefined {
  const [cart, setCart] = useState<CartView | undefined>(currentCart)
  useEffect(() => {
    const update = (detail: { cart?: CartView }) => {
      if (detail.cart) setCart(detail.cart)
    }
    const stops = [
      onCartEvent('loaded', update),
      onCartEvent('item-added', update),
      onCartEvent('recalculate-end', update),
    ]
    const known = currentCart()
    if (known) setCart(known)
    return () => stops.forEach((stop) => stop())
  }, [])
  return cart
}
