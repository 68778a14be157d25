import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'

/** SPEC: a form submission key is good for one save, within 30 minutes, on the site that gave it. */
export const submissionKeyLifetimeMs = 30 * 60_000

export async function issueSubmissionKey(
  db: Kysely<Database>,
  websiteId: string,
  now: Date,
): Promise<string> {
  const key = randomBytes(24).toString('base64url')
  // Spent keys are deleted when used; this sweeps the ones nobody used.
  await db.deleteFrom('formSubmissionKeys').where('expiresAt', '<=', now.toISOString()).execute()
  await db
    .insertInto('formSubmissionKeys')
    .values({
      keyHash: hashKey(key),
      websiteId,
      expiresAt: new Date(now.getTime() + submissionKeyLifetimeMs).toISOString(),
    })
    .execute()
  return key
}

/** Spends the key: true once for a live key of this site; a second use, even concurrent, is false. */
export async function consumeSubmissionKey(
  db: Kysely<Database>,
  websiteId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  if (key === '') return false
  const result = await db
    .deleteFrom('formSubmissionKeys')
    .where('keyHash', '=', hashKey(key))
    .where('websiteId', '=', websiteId)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
