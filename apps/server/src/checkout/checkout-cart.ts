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
import { productCategoryIds } from './product-categories.js'

/** Which cart a checkout is for: the CART cookie's, or a one-item cart's `cartToken`. */
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

/**
 * The open cart with its lines priced from the current products, as `db` sees it now; each line
 * also carries what checkout prices by besides money: the unit weight of its variant (weight-band
 * shipping) and its product's store categories (category-scoped coupons).
 */
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
  const itemIds = cart.entries.map((entry) => entry.itemId)
  // One after the other: inside the reservation `db` is a transaction on a single connection.
  const products = await loadStoreProducts(
    db,
    deps.storage.dialect,
    site.id,
    itemIds,
    deps.now(),
    true,
  )
  const categories = await productCategoryIds(db, deps.storage.dialect, site.id, itemIds)
  const lines = cart.entries.map((entry) => {
    const product = products.get(entry.itemId)?.product
    const variant = product?.variants.find((v) => v.sku === entry.chosenVariant.sku)
    return toCheckoutLine(entry, product, {
      categoryIds: categories.get(entry.itemId) ?? [],
      unitWeightGrams: variant?.weightGrams ?? 0,
    })
  })
  return { row, cart, lines, products }
}
