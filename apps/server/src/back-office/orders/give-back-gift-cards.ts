import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import { newId } from '../../storage/new-id.js'
import type { GiftCardUse } from './refund-allocation.js'

/** Restores refunded amounts to the gift cards that paid them, each with a ledger entry. */
export async function giveBackGiftCards(
  trx: Kysely<Database>,
  orderId: string,
  uses: readonly GiftCardUse[],
  at: string,
): Promise<void> {
  // By id, so two refunds touching the same cards lock them in the same order.
  for (const use of [...uses].sort((a, b) => a.giftCardId.localeCompare(b.giftCardId))) {
    await trx
      .updateTable('giftCards')
      .set((eb) => ({ balanceCents: eb('balanceCents', '+', use.amountCents) }))
      .where('id', '=', use.giftCardId)
      .execute()
    await trx
      .insertInto('giftCardLedger')
      .values({
        id: newId(),
        giftCardId: use.giftCardId,
        orderId,
        amountCents: use.amountCents,
        reason: 'refunded',
        createdAt: at,
      })
      .execute()
  }
}
