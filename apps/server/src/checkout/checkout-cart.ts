import { toCheckoutLine } from '@atelier/commerce'
import type { CheckoutLine, ShoppingCart } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { CartDeps } from '../commerce/cart-deps.js'
import { findCartByToken } from '../commerce/cart-queries.js'
import type { CartKind, CartRow } from '../commerce/cart-queries.js'
import { cartViewOf } from '../commerce/read-cart.js'
import { loadStoreProducts } from '../commerce/product-queries.js'
import type { StoreProduct } from '../commerce/store-product.js'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'

/** Which cart a checkout is for: the CART cookie's, or a subscription cart's `cartToken`. */
export interface CartRef {
  token: string | undefined
  kind: CartKind
}

export interface CheckoutCart {
  row: CartRow | undefined
  cart: ShoppingCart
  lines: CheckoutLine[]
  products: Map<string, StoreProduct>
}

/** The open cart with its lines priced from the current products, as `db` sees it now. */
export async function loadCheckoutCart(
  deps: CartDeps,
  db: Kysely<Database>,
  site: Site,
  ref: CartRef,
  lockedRow?: CartRow,
): Promise<CheckoutCart> {
  const row =
    lockedRow ??
    (ref.token === undefined ? undefined : await findCartByToken(db, site.id, ref.token, ref.kind))
  const cart = await cartViewOf(deps, db, site, row)
  const products = await loadStoreProducts(
    db,
    deps.storage.dialect,
    site.id,
    cart.entries.map((entry) => entry.itemId),
    deps.now(),
    true,
  )
  const lines = cart.entries.map((entry) =>
    toCheckoutLine(entry, products.get(entry.itemId)?.product),
  )
  return { row, cart, lines, products }
}
