import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../commerce/cart-queries.js'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'

/** The installation secret contribution-page links are made with (read before any transaction). */
export function donationLinkSecret(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'donation-links')
}

/** The secret of a gift's confirmation link: an HMAC of its id; the table keeps only its hash. */
export function donationToken(secret: string, donationId: string): string {
  return createHmac('sha256', secret).update(donationId).digest('base64url')
}

export { hashToken as hashDonationToken }

/** Where a gift's contribution-confirmed page (SPEC page type 204) is. */
export function donationConfirmedPath(token: string): string {
  return `/donate/thanks/${encodeURIComponent(token)}`
}
