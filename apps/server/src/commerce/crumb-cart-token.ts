import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'

/** The installation secret crumb-derived cart tokens are made with, shared by every process. */
export function cartTokenSecret(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'cart-tokens')
}

/**
 * The token of the cart a visitor's first add opens. Every tab of one browser carries the same
 * crumb, so tabs adding at once before any of them holds a CART cookie all name the same cart and
 * get the same cookie back. Without the secret the crumb (readable by page scripts) tells nothing
 * about the token.
 */
export function crumbCartToken(secret: string, websiteId: string, crumb: string): string {
  return createHmac('sha256', secret).update(`${websiteId}.${crumb}`).digest('base64url')
}
