import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import type { AccountTokenPurpose } from './account-tokens.js'
import { accountTokenId, accountTokenLifetimeMs, newAccountToken } from './account-tokens.js'

/**
 * Stores a new link token of the account and answers the token for the mail (only its hash is
 * kept). Earlier unspent tokens of the same purpose stop working: only the newest link opens.
 */
export async function issueSiteUserToken(
  db: Kysely<Database>,
  input: {
    siteUserId: string
    websiteId: string
    purpose: AccountTokenPurpose
    email: string
    passwordHash?: string
    now: Date
  },
): Promise<string> {
  const tables = withSiteUserTables(db)
  const at = input.now.toISOString()
  await tables
    .updateTable('siteUserTokens')
    .set({ usedAt: at })
    .where('siteUserId', '=', input.siteUserId)
    .where('purpose', '=', input.purpose)
    .where('usedAt', 'is', null)
    .execute()
  // Spent and expired tokens are of no use: swept here, as sessions are at sign-in.
  await tables.deleteFrom('siteUserTokens').where('expiresAt', '<=', at).execute()
  const { token, id } = newAccountToken()
  await tables
    .insertInto('siteUserTokens')
    .values({
      id,
      siteUserId: input.siteUserId,
      websiteId: input.websiteId,
      purpose: input.purpose,
      email: input.email,
      createdAt: at,
      expiresAt: new Date(
        input.now.getTime() + accountTokenLifetimeMs[input.purpose],
      ).toISOString(),
      passwordHash: input.passwordHash ?? null,
      usedAt: null,
    })
    .execute()
  return token
}

export interface SpentToken {
  siteUserId: string
  email: string
  purpose: AccountTokenPurpose
  passwordHash: string | null
}

/**
 * Spends a token of one of the purposes on this website: one atomic update that only an unspent,
 * unexpired token passes, so two requests with the same link never both succeed. Answers whose it
 * was and the address it was mailed to, or undefined.
 */
export async function spendSiteUserToken(
  db: Kysely<Database>,
  input: { websiteId: string; token: string; purposes: AccountTokenPurpose[]; now: Date },
): Promise<SpentToken | undefined> {
  const at = input.now.toISOString()
  const row = await withSiteUserTables(db)
    .updateTable('siteUserTokens')
    .set({ usedAt: at })
    .where('id', '=', accountTokenId(input.token))
    .where('websiteId', '=', input.websiteId)
    .where('purpose', 'in', input.purposes)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['siteUserId', 'email', 'purpose', 'passwordHash'])
    .executeTakeFirst()
  return row === undefined ? undefined : { ...row, purpose: row.purpose as AccountTokenPurpose }
}
