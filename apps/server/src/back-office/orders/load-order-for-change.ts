import { AtelierError } from '../../errors/atelier-error.js'
import type { OrderDocument } from '../../orders/order-document.js'
import type { Storage } from '../../storage/open-storage.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'

/** The order and its lines as an owner action reads them first; 404 for another store's order. */
export async function loadOrderForChange(storage: Storage, websiteId: string, orderId: string) {
  const order = await storage.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (order === undefined) throw new AtelierError('not-found', orderAdminStrings.notFound)
  const lines = await storage.db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('position')
    .execute()
  const document = storage.dialect.decodeJson<OrderDocument>(order.document)
  return { order, lines, document }
}
