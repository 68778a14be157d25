import type { FastifyRequest } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { invalidFields } from '../errors/order-failure.js'
import type { OrderFailure } from '../errors/order-failure.js'
import type { OrderRequest } from '../orders/order-request.js'
import type { Storage } from '../storage/open-storage.js'
import { savedCardsStrings } from './saved-cards-strings.js'
import { findAccountCard } from './saved-payment-methods.js'

/**
 * What the checkout's payment choice means for the signed-in shopper: the provider token of the
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
  if (savedCardId === undefined && saveCard !== true) return { ok: true, value: {} }
  const siteUserId = await currentSiteUserId(storage, request, now)
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
