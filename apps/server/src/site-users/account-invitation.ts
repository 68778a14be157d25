import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'

/** An invitation link stays good for 7 days. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000

export interface Invitation {
  websiteId: string
  email: string
  expiresMs: number
}

export function invitationSecret(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'account-invitations')
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/** `payload.signature`: the website, the email and the expiry, useless once altered. */
export function invitationToken(secret: string, invitation: Invitation): string {
  const payload = Buffer.from(
    JSON.stringify([invitation.websiteId, invitation.email, invitation.expiresMs]),
  ).toString('base64url')
  return `${payload}.${signature(secret, payload)}`
}

/** The invitation a token carries when it is signed by us, for this website and not expired. */
export function readInvitation(
  secret: string,
  token: string,
  websiteId: string,
  now: Date,
): Invitation | undefined {
  const [payload, sig, ...rest] = token.split('.')
  if (payload === undefined || sig === undefined || rest.length > 0) return undefined
  const expected = Buffer.from(signature(secret, payload))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(fields) || fields.length !== 3) return undefined
  const [site, email, expiresMs] = fields as [unknown, unknown, unknown]
  if (site !== websiteId || typeof email !== 'string' || typeof expiresMs !== 'number') {
    return undefined
  }
  return expiresMs > now.getTime() ? { websiteId, email, expiresMs } : undefined
}
