import type { CartDeps } from '../commerce/cart-deps.js'
import { addCartEntry } from '../commerce/add-cart-entry.js'
import { loadStoreProducts } from '../commerce/product-queries.js'
import { openSiteUserCart } from '../commerce/site-user-cart.js'
import { failure, type Failure } from '../errors/failure.js'
import { listOrderLines } from '../orders/order-queries.js'
import type { Site } from '../sites/site.js'
import { accountHomeStrings } from './account-home-strings.js'
import { findAccountOrderId } from './account-orders.js'
import type { OrderViewer } from './orders-visible-to.js'
import { buyAgainPlan, type BuyAgainPlan } from './buy-again.js'

export type BuyAgainResult =
  | {
      ok: true
      added: Array<{ title: string; quantity: number }>
      skipped: BuyAgainPlan['skipped']
      /** The account cart's token, for the browser's CART cookie. */
      cartToken: string | undefined
    }
  | Failure<'not-found' | 'cart-refused'>

/**
 * "Buy again" of one of the account's orders: the plan of `buy-again.ts`, each line then added
 * through the cart's own add (its rules and stock check under the cart's lock). A line the cart
 * refuses at that moment is reported as skipped, the others stay added.
 */
export async function buyAgain(
  deps: CartDeps,
  site: Site,
  viewer: OrderViewer,
  orderId: string,
): Promise<BuyAgainResult> {
  const id = await findAccountOrderId(deps.storage, viewer, orderId)
  if (id === undefined) return failure('not-found', accountHomeStrings.orderNotFound)
  const lines = await listOrderLines(deps.storage.db, id)
  const products = await loadStoreProducts(
    deps.storage.db,
    deps.storage.dialect,
    site.id,
    lines.map((line) => line.itemId),
    deps.now(),
  )
  const plan = buyAgainPlan(lines, products)
  if (plan.add.length === 0) return failure('cart-refused', accountHomeStrings.nothingToBuyAgain)
  const token = await openSiteUserCart(deps, site, viewer.id)
  const added: Array<{ title: string; quantity: number }> = []
  const skipped = [...plan.skipped]
  for (const entry of plan.add) {
    const result = await addCartEntry(deps, site, token, entry)
    if (result.ok) added.push({ title: entry.title, quantity: entry.quantity })
    else skipped.push({ title: entry.title, reason: 'sold-out' })
  }
  if (added.length === 0) return failure('cart-refused', accountHomeStrings.nothingToBuyAgain)
  return { ok: true, added, skipped, cartToken: token }
}
