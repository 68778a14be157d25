import type { ShoppingCart } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'
import type { CartDeps } from './cart-deps.js'
import { findCartByToken, listCartEntries } from './cart-queries.js'
import type { CartRow } from './cart-queries.js'
import { shoppingCartView } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'

/** The cart as it now stands in `db` (a transaction sees its own writes). */
export async function cartViewOf(
  deps: CartDeps,
  db: Kysely<Database>,
  site: Site,
  cart: CartRow | undefined,
): Promise<ShoppingCart> {
  const now = deps.now()
  const entries = cart === undefined ? [] : await listCartEntries(db, cart.id)
  const products = await loadStoreProducts(
    db,
    deps.storage.dialect,
    site.id,
    entries.map((entry) => entry.itemId),
    now,
    true,
  )
  return shoppingCartView({ site, cart, entries, products, now })
}

/** The visitor's cart on this site; an empty cart when the token opens none. */
export async function readCart(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
): Promise<ShoppingCart> {
  const db = deps.storage.db
  const cart =
    token === undefined ? undefined : await findCartByToken(db, site.id, token, 'shopping')
  return cartViewOf(deps, db, site, cart)
}
