import { createHash, randomBytes } from 'node:crypto'

/** What a mailed account link does. */
export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'change-email'

const hour = 60 * 60 * 1000

/**
 * How long each link works: a reset link one hour (it hands over the account), a verification
 * or email-change link a day (Shopify and Squarespace use similar spans).
 */
export const accountTokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * hour,
  'reset-password': hour,
  'change-email': 24 * hour,
}

/** The stored form of a token: its SHA-256, so a copy of the database opens no account. */
export function accountTokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** A new unguessable token (256 random bits) for a link, with the id it is stored under. */
export function newAccountToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, id: accountTokenId(token) }
}

/** A token of a link as the mail and the form carry it: base64url of 32 bytes. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

export type AccountTokenState = 'usable' | 'used' | 'expired' | 'other-purpose'

/** Whether a stored token may be spent now for this purpose: once only, before it expires. */
export function accountTokenState(
  row: { purpose: string; expiresAt: string; usedAt: string | null },
  purpose: AccountTokenPurpose,
  now: Date,
): AccountTokenState {
  if (row.purpose !== purpose) return 'other-purpose'
  if (row.usedAt !== null) return 'used'
  if (row.expiresAt <= now.toISOString()) return 'expired'
  return 'usable'
}
