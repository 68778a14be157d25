import type { Generated } from 'kysely'

// The tables of payment providers (migration 0055): each site's provider account and the provider
// events applied.

export interface PaymentAccountsTable {
  websiteId: string
  /** stripe */
  provider: string
  publishableKey: string
  /** The secret key, sealed with the app secret (`payments/seal.ts`). */
  secretKeySealed: string
  /** The webhook signing secret, sealed the same way. */
  webhookSecretSealed: string
  /** 1 when the owner offers Afterpay / Clearpay through this account (migration 0092). */
  afterpayClearpay: Generated<number>
  updatedAt: string
}

export interface PaymentEventsTable {
  provider: string
  /** The provider's event id: one row per event, so a replay is a no-op. */
  eventId: string
  websiteId: string
  /** paid | failed | refunded | disputed | ignored */
  kind: string
  reference: string
  orderId: string | null
  receivedAt: string
}
