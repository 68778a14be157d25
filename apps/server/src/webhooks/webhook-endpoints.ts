import type { Kysely } from 'kysely'
import { seal, unseal } from '../payments/seal.js'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { newSigningSecret } from './sign-webhook.js'
import type { WebhookEventType } from './webhook-event-types.js'
import { isWebhookEventType, parseEventList } from './webhook-event-types.js'
import { webhookStrings } from './webhook-strings.js'
import { withWebhookTables } from './webhook-tables.js'

/** The app secret endpoint signing secrets are sealed under. */
export const webhookSecretName = 'webhook-secrets'

export const maxOwnerEndpoints = 20
export const maxRestHooks = 50

export type EndpointSource = 'owner' | 'rest-hook'

export interface EndpointView {
  id: string
  url: string
  description: string
  events: WebhookEventType[]
  enabled: boolean
  source: EndpointSource
  createdAt: string
}

export type EventsCheck = { ok: true; events: WebhookEventType[] } | { ok: false; message: string }

/** At least one event, each a known one; repeats dropped. */
export function checkEvents(events: readonly string[]): EventsCheck {
  if (events.length === 0) return { ok: false, message: webhookStrings.eventsMissing }
  const unknown = events.find((event) => !isWebhookEventType(event))
  if (unknown !== undefined) {
    return { ok: false, message: `${webhookStrings.eventUnknown}: ${unknown.slice(0, 60)}` }
  }
  return { ok: true, events: [...new Set(events as WebhookEventType[])] }
}

type EndpointRow = {
  id: string
  url: string
  description: string
  events: string
  enabled: number
  source: string
  createdAt: string
}

function viewOf(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: parseEventList(row.events),
    enabled: row.enabled === 1,
    source: row.source === 'rest-hook' ? 'rest-hook' : 'owner',
    createdAt: row.createdAt,
  }
}

const columns = ['id', 'url', 'description', 'events', 'enabled', 'source', 'createdAt'] as const

export async function listEndpoints(
  db: Kysely<Database>,
  websiteId: string,
  filter: { source?: EndpointSource; apiKeyId?: string } = {},
): Promise<EndpointView[]> {
  let query = withWebhookTables(db)
    .selectFrom('webhookEndpoints')
    .select(columns)
    .where('websiteId', '=', websiteId)
  if (filter.source !== undefined) query = query.where('source', '=', filter.source)
  if (filter.apiKeyId !== undefined) query = query.where('apiKeyId', '=', filter.apiKeyId)
  const rows = await query.orderBy('createdAt').orderBy('id').execute()
  return rows.map(viewOf)
}

export async function countEndpoints(
  db: Kysely<Database>,
  websiteId: string,
  source: EndpointSource,
  enabledOnly = false,
): Promise<number> {
  let query = withWebhookTables(db)
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('websiteId', '=', websiteId)
    .where('source', '=', source)
  if (enabledOnly) query = query.where('enabled', '=', 1)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A new endpoint with its own signing secret, sealed; the secret is answered once, here. */
export async function createEndpoint(
  db: Kysely<Database>,
  input: {
    websiteId: string
    url: string
    description: string
    events: readonly WebhookEventType[]
    source: EndpointSource
    apiKeyId?: string
    now: Date
  },
): Promise<{ endpoint: EndpointView; secret: string }> {
  const secret = newSigningSecret()
  const at = input.now.toISOString()
  const row = {
    id: newId(),
    websiteId: input.websiteId,
    url: input.url,
    description: input.description,
    events: input.events.join(' '),
    secretSealed: seal(await appSecret(db, webhookSecretName), secret),
    enabled: 1,
    source: input.source,
    apiKeyId: input.apiKeyId ?? null,
    createdAt: at,
    updatedAt: at,
  }
  await withWebhookTables(db).insertInto('webhookEndpoints').values(row).execute()
  return { endpoint: viewOf(row), secret }
}

export async function updateEndpoint(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  change: {
    url?: string
    description?: string
    events?: readonly WebhookEventType[]
    enabled?: boolean
    now: Date
  },
): Promise<EndpointView | undefined> {
  await withWebhookTables(db)
    .updateTable('webhookEndpoints')
    .set({
      ...(change.url === undefined ? {} : { url: change.url }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.events === undefined ? {} : { events: change.events.join(' ') }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
      updatedAt: change.now.toISOString(),
    })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .execute()
  return findEndpoint(db, websiteId, id)
}

export async function findEndpoint(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<EndpointView | undefined> {
  const row = await withWebhookTables(db)
    .selectFrom('webhookEndpoints')
    .select(columns)
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : viewOf(row)
}

/** Deletes an endpoint with its delivery log. Answers whether it existed on this site. */
export async function deleteEndpoint(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  filter: { apiKeyId?: string } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = withWebhookTables(trx)
    let query = t
      .deleteFrom('webhookEndpoints')
      .where('websiteId', '=', websiteId)
      .where('id', '=', id)
    if (filter.apiKeyId !== undefined) query = query.where('apiKeyId', '=', filter.apiKeyId)
    const result = await query.executeTakeFirst()
    if (Number(result.numDeletedRows) !== 1) return false
    await t.deleteFrom('webhookDeliveries').where('endpointId', '=', id).execute()
    return true
  })
}

export async function revealSecret(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<string | undefined> {
  const row = await withWebhookTables(db)
    .selectFrom('webhookEndpoints')
    .select('secretSealed')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (row === undefined) return undefined
  return unseal(await appSecret(db, webhookSecretName), row.secretSealed)
}
