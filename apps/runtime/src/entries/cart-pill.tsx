import { render } from 'preact'
import { CartPill } from '../cart-pill/cart-pill.js'
import { loadCartAtPageStart } from '../cart/load-cart-at-page-start.js'
import { mountIslands } from '../islands/mount-islands.js'

export const CART_PAGE_PATH = '/cart'

export function mountCartPill(root: HTMLElement): void {
  // SPEC §2: the cart page has no floating pill.
  if (location.pathname === CART_PAGE_PATH) {
    root.remove()
    return
  }
  root.textContent = ''
  render(<CartPill href={root.dataset.cartUrl || CART_PAGE_PATH} />, root)
}

mountIslands('cart-pill', mountCartPill)
loadCartAtPageStart()
