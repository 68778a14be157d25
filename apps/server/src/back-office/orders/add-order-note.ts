import { AtelierError } from '../../errors/atelier-error.js'
import type { Storage } from '../../storage/open-storage.js'
import { loadOrderForChange } from './load-order-for-change.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { addOrderEvent } from '../../orders/order-events.js'

/** A private note on the order's timeline; the customer never sees it. */
export async function addOrderNote(
  storage: Storage,
  input: { websiteId: string; orderId: string; text: string; actor: string; now: Date },
): Promise<void> {
  const text = input.text.trim()
  if (text === '') throw new AtelierError('invalid-input', orderAdminStrings.emptyNote)
  const { order } = await loadOrderForChange(storage, input.websiteId, input.orderId)
  await addOrderEvent(storage.db, storage.dialect, {
    orderId: order.id,
    kind: 'note',
    message: text,
    actor: input.actor,
    at: input.now.toISOString(),
  })
}
