import type { ShoppingCart } from './cart.js'
import {
  DEFAULT_LOCALE,
  formatMoneyValue,
  specMoneyFormatter,
  type MoneyFormatter,
} from './money-format.js'

/** SPEC §3 cart sync data: what the page's cart elements show after each sync. */
export interface CartSyncData {
  readonly items: number
  readonly subtotal: string
  /** The cart element gets its empty marker at zero items. */
  readonly empty: boolean
}

export function cartSyncData(
  cart: Pick<ShoppingCart, 'totalQuantity' | 'subtotalAmount'>,
  locale: string = DEFAULT_LOCALE,
  formatter: MoneyFormatter = specMoneyFormatter,
): CartSyncData {
  return {
    items: cart.totalQuantity,
    subtotal: formatMoneyValue(cart.subtotalAmount, locale, formatter),
    empty: cart.totalQuantity === 0,
  }
}
