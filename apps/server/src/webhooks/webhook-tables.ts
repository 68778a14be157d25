import type { Generated, Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Flag } from '../storage/column-types.js'

/** The tables of migration 0145 (webhooks), known only to the webhooks area. */
export type WebhookTables = {
  webhookEndpoints: {
    id: string
    websiteId: string
    url: string
    description: string
    /** The subscribed event types, space-separated (`order.paid form.submitted`). */
    events: string
    /** The `whsec_…` signing secret, sealed with the installation's app secret (`payments/seal.ts`). */
    secretSealed: string
    enabled: Flag
    /** owner (added in the editor) | rest-hook (subscribed through `POST /api/hooks`). */
    source: string
    /** The API key a REST hook was subscribed with; revoking the key removes its hooks. */
    apiKeyId: string | null
    createdAt: string
    updatedAt: string
  }
  /** One event, written in the transaction of the change it tells about. */
  webhookEvents: {
    id: string
    websiteId: string
    type: string
    /** The body sent, `{type, timestamp, data}` as JSON text (signed byte for byte). */
    payload: string
    createdAt: string
  }
  /** One event to one endpoint: the outbox row the `webhook-deliveries` worker step empties. */
  webhookDeliveries: {
    id: string
    websiteId: string
    eventId: string
    endpointId: string
    /** pending | delivering | delivered | failed */
    status: string
    attempts: Generated<number>
    nextAttemptAt: string
    claimToken: string | null
    claimedUntil: string | null
    lastResponseCode: number | null
    lastError: string | null
    lastAttemptAt: string | null
    deliveredAt: string | null
    createdAt: string
  }
  webhookApiKeys: {
    id: string
    websiteId: string
    name: string
    /** The key's first characters, to tell keys apart in the editor. */
    prefix: string
    /** SHA-256 of the whole key (hex); the key itself is shown once and never stored. */
    keyHash: string
    createdAt: string
    lastUsedAt: string | null
  }
}

export function withWebhookTables(db: Kysely<Database>) {
  return db.withTables<WebhookTables>()
}
