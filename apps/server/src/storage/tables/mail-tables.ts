import type { ColumnType } from 'kysely'
import type { Flag } from '../column-types.js'

// The tables of mail: the outbox, mailing lists and restock sign-ups.

export interface OutboxTable {
  id: string
  websiteId: string | null
  recipient: string
  subject: string
  textBody: string
  htmlBody: string | null
  /** The display name of the sender (the shop's); the address stays the configured one. */
  senderName: string | null
  replyTo: string | null
  /** pending | sending | sent | failed */
  status: string
  attempts: number
  nextAttemptAt: string
  claimToken: string | null
  claimedUntil: string | null
  lastError: string | null
  sentAt: string | null
  createdAt: string
  /** Extra mail headers as a JSON object (list mail's `List-Unsubscribe`), or null. */
  headers: ColumnType<string | null, string | null | undefined, string | null>
}

export interface MailingListsTable {
  websiteId: string
  id: string
  name: string
  doubleOptIn: Flag
  createdAt: string
}

export interface MailingListSubscribersTable {
  id: string
  websiteId: string
  listId: string
  email: string
  firstName: string
  lastName: string
  /** pending | subscribed | unsubscribed */
  status: string
  createdAt: string
  updatedAt: string
}

export interface RestockSignupsTable {
  id: string
  websiteId: string
  itemId: string
  variantId: string
  email: string
  joinMailingList: Flag
  /** waiting | notified */
  status: string
  createdAt: string
  notifiedAt: string | null
}

/** The owner's edited subject and opening text of one mail kind (`mail/templates/`). */
export interface MailTemplatesTable {
  websiteId: string
  kind: string
  subject: string
  intro: string
  updatedAt: string
}
export interface MailingCampaignsTable {
  id: string
  websiteId: string
  subject: string
  /** The campaign's blocks as JSON (`mailing/campaigns/campaign-blocks.ts`). */
  blocks: string
  /** JSON array of list ids. */
  listIds: string
  /** draft | scheduled | sending | sent */
  status: string
  scheduledAt: string | null
  startedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string
}

/** One row per campaign and address: written with the recipient's outbox row, never twice. */
export interface MailingCampaignSendsTable {
  campaignId: string
  email: string
  websiteId: string
  subscriberId: string
  outboxId: string
  createdAt: string
}

export interface MailingListDeletionsTable {
  websiteId: string
  listId: string
  deletedAt: string
}
