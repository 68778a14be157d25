import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'

/** The installation secret download links are signed with, shared by every server process. */
export function downloadSecret(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'download-links')
}

function signature(secret: string, grantId: string, expiresMs: number): string {
  return createHmac('sha256', secret).update(`${grantId}.${expiresMs}`).digest('base64url')
}

/** `/api/commerce/downloads/{grant}?expires=…&sig=…`: expiring, and useless if altered. */
export function downloadPath(secret: string, grantId: string, expiresAt: Date): string {
  const expires = expiresAt.getTime()
  return `/api/commerce/downloads/${grantId}?expires=${expires}&sig=${signature(secret, grantId, expires)}`
}

export function verifyDownloadSignature(
  secret: string,
  grantId: string,
  expiresMs: number,
  sig: string,
): boolean {
  const expected = Buffer.from(signature(secret, grantId, expiresMs))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
