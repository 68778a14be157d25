import { documentCookies } from '../api/cookies.js'
import { loadCart } from './cart-store.js'
import { shouldLoadCart } from './should-load-cart.js'

/** SPEC §4: reads the cart when the page starts, only for a signed-in visitor or a cart cookie. */
export function loadCartAtPageStart(cookies: string = documentCookies()): boolean {
  if (!shouldLoadCart(cookies)) return false
  void loadCart()
  return true
}
