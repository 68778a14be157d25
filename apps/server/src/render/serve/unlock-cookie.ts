import { createHash } from 'node:crypto'

export const UNLOCK_COOKIE_PREFIX = 'atelier_unlock_'

/**
 * The value that proves a visitor entered a page's password: derived from the stored hash, so it
 * cannot be made without it, and it stops working when the password changes.
 */
export function unlockToken(collectionId: string, passwordHash: string): string {
  return createHash('sha256').update(`${collectionId}\n${passwordHash}`).digest('base64url')
}
