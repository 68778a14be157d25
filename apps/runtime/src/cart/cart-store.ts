import { apiRequest, type ApiResult } from '../api/api-request.js'
import { dispatchCartEvent, type CartEventName } from './cart-events.js'
import { readCart, type CartView } from './cart-view.js'

export const CART_URL = '/api/commerce/shopping-cart'

let current: CartView | undefined
let reading: Promise<ApiResult<CartView>> | undefined

/** The cart as last read or changed on this page; undefined until loaded. */
export function currentCart(): CartView | undefined {
  return current
}

/** Replaces the page's cart and tells every island (SPEC §4 events). */
export function publishCart(
  cart: CartView,
  event: Extract<CartEventName, 'loaded' | 'item-added' | 'recalculate-end'>,
  newlyAdded?: unknown,
): void {
  current = cart
  dispatchCartEvent(event, newlyAdded === undefined ? { cart } : { cart, newlyAdded })
}

/**
 * Reads the cart once per page however many islands ask (SPEC §4's read-in-progress flag),
 * firing `loading` then `loaded`.
 */
export function loadCart(): Promise<ApiResult<CartView>> {
  if (reading) return reading
  dispatchCartEvent('loading')
  reading = apiRequest<unknown>('GET', CART_URL).then((result) => {
    if (!result.ok) return result
    const cart = readCart(result.data)
    publishCart(cart, 'loaded')
    return { ok: true, status: result.status, data: cart }
  })
  return reading
}

/** For tests: forget the page's cart. */
export function resetCartStore(): void {
  current = undefined
  reading = undefined
}
