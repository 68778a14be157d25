import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../commerce/cart-queries.js'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'

/** The installation secret order-status links are made with (read before any transaction). */
export function orderLinkSecret(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'order-links')
}

/**
 * The secret of an order's status link: an HMAC of the order id, so a retried request (same
 * idempotency key) hands out the same link, while the table keeps only its hash.
 */
export function orderToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(orderId).digest('base64url')
}

export { hashToken as hashOrderToken }
