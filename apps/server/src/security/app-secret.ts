import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'

/**
 * A random secret of this installation (captcha challenges, signed mail links), made on first use
 * and kept in the database so every server process of one installation shares it.
 */
export async function appSecret(db: Kysely<Database>, name: string): Promise<string> {
  const existing = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst()
  if (existing !== undefined) return existing.value
  await db
    .insertInto('appSecrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  // Another process may have won the race; its value is the one everyone uses.
  const stored = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return stored.value
}
