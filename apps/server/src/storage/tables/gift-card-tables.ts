import type { Generated } from 'kysely'

// The tables of gift cards and their ledger.

export interface GiftCardsTable {
  id: string
  websiteId: string
  code: string
  currency: string
  initialCents: number
  balanceCents: number
  orderId: string | null
  recipientEmail: string | null
  deliverAt: string | null
  createdAt: string
  // Migration 0022: a disabled gift card cannot be spent.
  disabledAt: Generated<string | null>
}

export interface GiftCardLedgerTable {
  id: string
  giftCardId: string
  orderId: string | null
  /** Negative when spent, positive when given back. */
  amountCents: number
  reason: string
  createdAt: string
}
