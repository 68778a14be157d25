import type { Generated } from 'kysely'
import type { Flag } from '../column-types.js'

// The tables of carts and their entries.

export interface CartsTable {
  id: string
  websiteId: string
  /** SHA-256 of the CART cookie token (or of a one-item cart's cartToken). */
  tokenHash: string
  /** shopping | subscription | gift-card (the last two: one-item carts reached by cartToken) */
  kind: string
  siteUserId: string | null
  orderId: string | null
  isPurchased: Flag
  createdAt: string
  updatedAt: string
  // Migration 0012: the generation of a site user's derived CART token.
  tokenEpoch: Generated<number>
}

export interface CartEntriesTable {
  id: string
  cartId: string
  itemId: string
  variantSku: string
  quantity: number
  /** The extra-form answers as the JSON string the add request carried, or null. */
  additionalFields: string | null
  /** SHA-256 of `additionalFields` ('' when none); part of the line's unique key. */
  fieldsHash: string
  position: number
  createdAt: string
}

// Migration 0100: abandoned-cart recovery.
export interface CartReminderSettingsTable {
  websiteId: string
  /** Minutes after the checkout email before the one reminder; null: reminders off. */
  delayMinutes: number | null
}

export interface CartRemindersTable {
  cartId: string
  websiteId: string
  email: string
  emailGivenAt: string
  remindedAt: string | null
}
