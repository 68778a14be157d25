import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/** The words an order is found by: each word of the customer's name, and the whole email. */
export function orderSearchTerms(customerName: string, email: string): string[] {
  const words = customerName
    .toLowerCase()
    .split(/[\s,.;:()"'/-]+/)
    .filter((word) => word !== '')
  return [...new Set([...words, email.trim().toLowerCase()].filter((term) => term !== ''))].map(
    (term) => term.slice(0, 200),
  )
}

/** The search words of a query: lower-cased words, the first driving the index range. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,;()"]+/)
    .filter((word) => word !== '')
    .slice(0, 5)
}

/** Just after every term starting with `prefix` in a bytewise ordering. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uffff`
}

/** Writes an order's search terms, in the transaction that writes the order. */
export async function insertOrderSearchTerms(
  trx: Kysely<Database>,
  order: { id: string; websiteId: string; customerName: string; email: string },
): Promise<void> {
  const terms = orderSearchTerms(order.customerName, order.email)
  if (terms.length === 0) return
  await trx
    .insertInto('orderSearchTerms')
    .values(terms.map((term) => ({ websiteId: order.websiteId, term, orderId: order.id })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}
