import { checkoutStrings } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { PricedCheckout } from '../checkout/price-checkout.js'
import type { OrderFailure } from '../errors/order-failure.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { invalidFields } from '../errors/order-failure.js'

export interface SpentGiftCard {
  giftCardId: string
  last4: string
  amountCents: number
}

export type SpendResult = { ok: true; used: SpentGiftCard[] } | { ok: false; failure: OrderFailure }

/**
 * Takes what the quote applied from each gift card, inside the order's reservation. The update
 * only succeeds while the balance still covers the amount, so two orders spending one card at the
 * same moment can never take it below zero: the second sees the lower balance and fails.
 * Every change is a ledger row; the balance column is the ledger's running sum.
 */
export async function spendGiftCards(
  db: Kysely<Database>,
  priced: PricedCheckout,
  orderId: string,
  now: Date,
): Promise<SpendResult> {
  const used: SpentGiftCard[] = []
  for (const applied of priced.quote.giftCards) {
    const giftCardId = priced.giftCardIds.get(applied.code)
    if (giftCardId === undefined || applied.amountCents <= 0) continue
    const result = await db
      .updateTable('giftCards')
      .set((eb) => ({ balanceCents: eb('balanceCents', '-', applied.amountCents) }))
      .where('id', '=', giftCardId)
      .where('balanceCents', '>=', applied.amountCents)
      .executeTakeFirst()
    if (result.numUpdatedRows !== 1n) {
      return {
        ok: false,
        failure: invalidFields({ giftCardCodes: checkoutStrings.giftCardEmpty }),
      }
    }
    await db
      .insertInto('giftCardLedger')
      .values({
        id: newId(),
        giftCardId,
        orderId,
        amountCents: -applied.amountCents,
        reason: 'spent',
        createdAt: now.toISOString(),
      })
      .execute()
    used.push({ giftCardId, last4: applied.code.slice(-4), amountCents: applied.amountCents })
  }
  return { ok: true, used }
}
