import type { Storage } from '../storage/open-storage.js'
import { orderStrings } from '../errors/order-failure.js'
import { releaseOrder } from './release-order.js'

/**
 * Worker step: pending orders whose reservation ran out (a server that died between reserve and
 * confirm, or a payment that never answered) give their stock back. Safe in several processes:
 * only a pending order is released, once.
 */
export async function releaseExpiredReservations(storage: Storage, now: Date): Promise<number> {
  const expired = await storage.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('reservedUntil', '<', now.toISOString())
    .limit(100)
    .execute()
  let released = 0
  for (const { id } of expired) {
    const done = await releaseOrder(
      storage,
      id,
      { code: 'reservation-expired', message: orderStrings.reservationExpired },
      now,
    )
    if (done) released += 1
  }
  return released
}
