import type { FastifyRequest } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { invalidFields } from '../errors/order-failure.js'
import type { OrderFailure } from '../errors/order-failure.js'
import type { OrderRequest } from '../orders/order-request.js'
import type { Storage } from '../storage/open-storage.js'
import { hashToken } from '../commerce/cart-queries.js'
import { savedCardsStrings } from './saved-cards-strings.js'
import { findAccountCard } from './saved-payment-methods.js'

/**
 * What the checkout's payment choice means for the signed-in shopper (whose one-item cart, a
 * subscription's, becomes the account's): the provider token of the
 * saved card they chose (only a card of their own account, of the provider they pay with: any
 * other is refused with 400 `payment.savedCardId`), and whether to keep a new card (signed in
 * only; a guest's card is never kept for an account).
 */
export async function savedCardOf(
  storage: Storage,
  request: FastifyRequest,
  now: Date,
  body: OrderRequest,
): Promise<{ ok: true; value: { savedToken?: string; saveCard?: boolean } } | OrderFailure> {
  const { savedCardId, saveCard } = body.payment
  const oneItemCart = body.cartToken
  if (savedCardId === undefined && saveCard !== true && oneItemCart === undefined) {
    return { ok: true, value: {} }
  }
  const siteUserId = await currentSiteUserId(storage, request, now)
  if (siteUserId !== undefined && oneItemCart !== undefined) {
    // A one-item cart (a subscription, a gift card) checked out signed in is the account's:
    // its order is placed signed in, and the card its subscription saves joins the account.
    await storage.db
      .updateTable('carts')
      .set({ siteUserId })
      .where('tokenHash', '=', hashToken(oneItemCart))
      .where('websiteId', '=', request.site.id)
      .where('kind', '!=', 'shopping')
      .where('siteUserId', 'is', null)
      .execute()
  }
  if (savedCardId === undefined && saveCard !== true) return { ok: true, value: {} }
  if (savedCardId === undefined) {
    return { ok: true, value: siteUserId === undefined ? {} : { saveCard: true } }
  }
  const card =
    siteUserId === undefined
      ? undefined
      : await findAccountCard(
          storage.db,
          { id: siteUserId, websiteId: request.site.id, email: '' },
          savedCardId,
        )
  if (card === undefined || card.provider !== body.payment.provider) {
    return invalidFields({ 'payment.savedCardId': savedCardsStrings.cardNotFound })
  }
  return { ok: true, value: { savedToken: card.token } }
}
