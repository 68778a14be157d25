import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { linkSavedCard } from './saved-payment-methods.js'

/**
 * After an order is confirmed with a reusable token (the shopper agreed to save the card: a
 * subscription's consent line, or "Save this card to my account"), the card joins the account
 * the order was placed from, when it was placed signed in. A guest's card stays with its order.
 */
export async function linkOrderCard(
  trx: Kysely<Database>,
  order: { cartId: string | null; websiteId: string; paymentProvider: string },
  paymentToken: string,
  now: Date,
): Promise<void> {
  if (order.cartId === null) return
  const cart = await trx
    .selectFrom('carts')
    .select('siteUserId')
    .where('id', '=', order.cartId)
    .executeTakeFirst()
  if (cart?.siteUserId == null) return
  await linkSavedCard(trx, {
    siteUserId: cart.siteUserId,
    websiteId: order.websiteId,
    provider: order.paymentProvider,
    token: paymentToken,
    now,
  })
}
