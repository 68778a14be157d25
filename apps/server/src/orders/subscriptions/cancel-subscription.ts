import { subscriptionReducer } from '@atelier/commerce'
import type { Storage } from '../../storage/open-storage.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { subscriptionColumnsOf, subscriptionStateOf } from './subscription-state.js'
import { failure } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import { orderStrings } from '../../errors/order-failure.js'
import { lockRows } from '../../storage/lock-rows.js'

export type CancelResult =
  { ok: true; status: string } | Failure<'not-found' | 'invalid-transition'>

/** Cancels the subscription an order started (from the order status page); nothing more is charged. */
export async function cancelSubscription(
  storage: Storage,
  orderId: string,
  now: Date,
): Promise<CancelResult> {
  return writeTransaction(storage, async (trx) => {
    const query = trx.selectFrom('subscriptions').selectAll().where('orderId', '=', orderId)
    const row = await lockRows(query, storage.dialect.name).executeTakeFirst()
    if (row === undefined) return failure('not-found', orderStrings.orderNotFound)
    const next = subscriptionReducer(subscriptionStateOf(row, storage.dialect), {
      type: 'cancel',
      at: now,
    })
    if (!next.ok) return failure('invalid-transition', orderStrings.subscriptionEnded)
    await trx
      .updateTable('subscriptions')
      .set(subscriptionColumnsOf(next.state, now))
      .where('id', '=', row.id)
      .execute()
    return { ok: true, status: next.state.status }
  })
}
