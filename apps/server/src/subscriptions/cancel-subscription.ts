import { subscriptionReducer } from '@atelier/commerce'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../orders/write-transaction.js'
import { subscriptionColumnsOf, subscriptionStateOf } from './subscription-state.js'

export type CancelResult =
  { ok: true; status: string } | { ok: false; reason: 'not-found' | 'invalid-transition' }

/** Cancels the subscription an order started (from the order status page); nothing more is charged. */
export async function cancelSubscription(
  storage: Storage,
  orderId: string,
  now: Date,
): Promise<CancelResult> {
  return writeTransaction(storage, async (trx) => {
    let query = trx.selectFrom('subscriptions').selectAll().where('orderId', '=', orderId)
    if (storage.dialect.name === 'postgres') query = query.forUpdate()
    const row = await query.executeTakeFirst()
    if (row === undefined) return { ok: false, reason: 'not-found' }
    const next = subscriptionReducer(subscriptionStateOf(row, storage.dialect), {
      type: 'cancel',
      at: now,
    })
    if (!next.ok) return { ok: false, reason: 'invalid-transition' }
    await trx
      .updateTable('subscriptions')
      .set(subscriptionColumnsOf(next.state, now))
      .where('id', '=', row.id)
      .execute()
    return { ok: true, status: next.state.status }
  })
}
