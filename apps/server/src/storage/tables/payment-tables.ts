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
  /** 1 when the owner offers Klarna through this account (migration 0110). */
  klarna: Generated<number>
  /** The Stripe account's country (`GET /v1/account`), read when Klarna is turned on (0110). */
  accountCountry: Generated<string | null>
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
