import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'

/**
 * A failed order (a declined card, a reservation that ran out) does not use up its order number:
 * under the settings row's lock (the lock `nextOrderNumber` takes), the number is handed back when
 * it is still the last one handed out, so the next order gets it; the failed order keeps a
 * negative number of its own (below every other one of the store) so the store's numbers stay
 * unique. A number followed by a later order's stays used: numbers are never handed out twice.
 */
export async function giveBackOrderNumber(
  trx: Kysely<Database>,
  websiteId: string,
  orderId: string,
  orderNumber: number,
): Promise<void> {
  if (orderNumber <= 0) return
  const settings = await trx
    .updateTable('checkoutSettings')
    .set({
      lastOrderNumber: sql<number>`case when last_order_number = ${orderNumber} then ${orderNumber - 1} else last_order_number end`,
    })
    .where('websiteId', '=', websiteId)
    .returning('lastOrderNumber')
    .executeTakeFirst()
  if (settings === undefined || settings.lastOrderNumber !== orderNumber - 1) return
  const lowest = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.min<number>('orderNumber').as('n'))
    .where('websiteId', '=', websiteId)
    .executeTakeFirstOrThrow()
  const below = Math.min(0, Number(lowest.n ?? 0)) - 1
  await trx.updateTable('orders').set({ orderNumber: below }).where('id', '=', orderId).execute()
}
