import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { withWebhookTables } from './webhook-tables.js'

export const maxApiKeys = 10

export interface ApiKeyView {
  id: string
  name: string
  /** The first characters, `atk_AbCd…`, to tell keys apart. */
  prefix: string
  createdAt: string
  lastUsedAt: string | null
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** A new key: `atk_` and 32 random bytes. Only its hash is kept; the key is answered once. */
export async function createApiKey(
  db: Kysely<Database>,
  input: { websiteId: string; name: string; now: Date },
): Promise<{ apiKey: ApiKeyView; key: string }> {
  const key = `atk_${randomBytes(32).toString('base64url')}`
  const row = {
    id: newId(),
    websiteId: input.websiteId,
    name: input.name,
    prefix: key.slice(0, 10),
    keyHash: hashKey(key),
    createdAt: input.now.toISOString(),
    lastUsedAt: null,
  }
  await withWebhookTables(db).insertInto('webhookApiKeys').values(row).execute()
  const { websiteId: _site, keyHash: _hash, ...apiKey } = row
  return { apiKey, key }
}

export async function listApiKeys(db: Kysely<Database>, websiteId: string): Promise<ApiKeyView[]> {
  return withWebhookTables(db)
    .selectFrom('webhookApiKeys')
    .select(['id', 'name', 'prefix', 'createdAt', 'lastUsedAt'])
    .where('websiteId', '=', websiteId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** Revokes a key and removes the REST hooks subscribed with it (nobody could unsubscribe them). */
export async function revokeApiKey(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = withWebhookTables(trx)
    const removed = await t
      .deleteFrom('webhookApiKeys')
      .where('websiteId', '=', websiteId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) !== 1) return false
    const hooks = await t
      .selectFrom('webhookEndpoints')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('apiKeyId', '=', id)
      .execute()
    if (hooks.length > 0) {
      const ids = hooks.map((hook) => hook.id)
      await t.deleteFrom('webhookDeliveries').where('endpointId', 'in', ids).execute()
      await t.deleteFrom('webhookEndpoints').where('id', 'in', ids).execute()
    }
    return true
  })
}

/**
 * The key a REST hooks call carries (`Authorization: Bearer atk_…` or `X-Api-Key`), if it is a
 * live key of this website. A key of another website is no key here.
 */
export async function authenticateApiKey(
  db: Kysely<Database>,
  websiteId: string,
  key: string,
  now: Date,
): Promise<ApiKeyView | undefined> {
  if (!key.startsWith('atk_') || key.length > 200) return undefined
  const t = withWebhookTables(db)
  const row = await t
    .selectFrom('webhookApiKeys')
    .select(['id', 'name', 'prefix', 'createdAt', 'lastUsedAt'])
    .where('keyHash', '=', hashKey(key))
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  await t
    .updateTable('webhookApiKeys')
    .set({ lastUsedAt: now.toISOString() })
    .where('id', '=', row.id)
    .execute()
  return row
}

/** The key of a request's `Authorization: Bearer` or `X-Api-Key` header. */
export function apiKeyOf(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const authorization = headers.authorization
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
    if (match?.[1] !== undefined) return match[1]
  }
  const header = headers['x-api-key']
  return typeof header === 'string' && header !== '' ? header.trim() : undefined
}
