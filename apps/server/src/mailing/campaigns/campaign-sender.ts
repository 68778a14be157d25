import type { Kysely } from 'kysely'
import { loadMailBrand } from '../../mail/branding/mail-brand.js'
import { outboxRowOf } from '../../mail/mailer.js'
import type { Database } from '../../storage/database.js'
import { newId } from '../../storage/new-id.js'
import type { Storage } from '../../storage/open-storage.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { listUnsubscribeHeaders } from '../list-unsubscribe.js'
import { campaignContext } from './campaign-context.js'
import { campaignOf } from './campaign-store.js'
import type { Campaign } from './campaign-store.js'

export interface CampaignSenderOptions {
  storage: Storage
  /** This server's port, for links of sites on local hosts. */
  localPort?: number | undefined
  /** `LIST_UNSUBSCRIBE_MAILTO`, when set. */
  mailto?: string | undefined
}

/** Rows per INSERT: outbox rows have 12 columns, far below SQLite's variable limit. */
const insertChunk = 200

/** Scheduled campaigns whose time has come start sending (one process wins each). */
export async function startDueCampaigns(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString()
  const result = await db
    .updateTable('mailingCampaigns')
    .set({ status: 'sending', startedAt: at, updatedAt: at })
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '<=', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Queues up to `limit` more mails of the campaigns being sent, oldest campaign first, and marks a
 * campaign sent once no recipient is left. Returns how many mails were queued.
 */
export async function queueCampaignMails(
  options: CampaignSenderOptions,
  limit: number,
  now: Date,
): Promise<number> {
  const rows = await options.storage.db
    .selectFrom('mailingCampaigns')
    .selectAll()
    .where('status', '=', 'sending')
    .orderBy('startedAt')
    .orderBy('id')
    .execute()
  let queued = 0
  for (const row of rows) {
    if (queued >= limit) break
    const campaign = campaignOf(row)
    const batch = await queueBatch(options, row.websiteId, campaign, limit - queued, now)
    queued += batch
  }
  return queued
}

/**
 * The next recipients of one campaign: subscribed members of its lists that have no send record
 * yet, one per address however many of the lists hold it.
 */
export async function nextRecipients(
  db: Kysely<Database>,
  websiteId: string,
  campaign: Pick<Campaign, 'id' | 'listIds'>,
  limit: number,
): Promise<Array<{ id: string; email: string }>> {
  if (campaign.listIds.length === 0) return []
  const rows = await unsentMembers(db, websiteId, campaign)
    .select(['s.id', 's.email'])
    .orderBy('s.email')
    .orderBy('s.listId')
    .limit(limit * campaign.listIds.length)
    .execute()
  const seen = new Set<string>()
  const recipients: Array<{ id: string; email: string }> = []
  for (const row of rows) {
    if (seen.has(row.email)) continue
    seen.add(row.email)
    recipients.push(row)
    if (recipients.length === limit) break
  }
  return recipients
}

/** Subscribed members of the campaign's lists without a send record (`s`). */
export function unsentMembers(
  db: Kysely<Database>,
  websiteId: string,
  campaign: Pick<Campaign, 'id' | 'listIds'>,
) {
  return db
    .selectFrom('mailingListSubscribers as s')
    .where('s.websiteId', '=', websiteId)
    .where('s.listId', 'in', campaign.listIds)
    .where('s.status', '=', 'subscribed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mailingCampaignSends as c')
            .select('c.email')
            .where('c.campaignId', '=', campaign.id)
            .whereRef('c.email', '=', 's.email'),
        ),
      ),
    )
}

async function queueBatch(
  options: CampaignSenderOptions,
  websiteId: string,
  campaign: Campaign,
  limit: number,
  now: Date,
): Promise<number> {
  const { storage } = options
  const recipients = await nextRecipients(storage.db, websiteId, campaign, limit)
  if (recipients.length === 0) {
    const at = now.toISOString()
    await storage.db
      .updateTable('mailingCampaigns')
      .set({ status: 'sent', finishedAt: at, updatedAt: at })
      .where('id', '=', campaign.id)
      .where('status', '=', 'sending')
      .execute()
    return 0
  }
  const context = await campaignContext(storage, websiteId, campaign, options.localPort)
  // A campaign is a whole HTML document of its own: only the shop's name is taken from the brand.
  const senderName = (await loadMailBrand(storage.db, websiteId))?.shopName
  const at = now.toISOString()
  const planned = recipients.map((recipient) => ({ ...recipient, outboxId: newId() }))
  // The send records and the outbox rows commit together: a recipient with a record has exactly
  // one mail queued, and a record another process already wrote is skipped (its key is unique).
  return writeTransaction(storage, async (trx) => {
    let queued = 0
    for (let start = 0; start < planned.length; start += insertChunk) {
      const chunk = planned.slice(start, start + insertChunk)
      const claimed = await trx
        .insertInto('mailingCampaignSends')
        .values(
          chunk.map((recipient) => ({
            campaignId: campaign.id,
            email: recipient.email,
            websiteId,
            subscriberId: recipient.id,
            outboxId: recipient.outboxId,
            createdAt: at,
          })),
        )
        .onConflict((oc) => oc.columns(['campaignId', 'email']).doNothing())
        .returning('email')
        .execute()
      const mine = new Set(claimed.map((row) => row.email))
      const rows = chunk
        .filter((recipient) => mine.has(recipient.email))
        .map((recipient) => {
          const unsubscribeUrl = context.unsubscribeUrl(recipient.id)
          return outboxRowOf(
            recipient.outboxId,
            {
              to: recipient.email,
              websiteId,
              subject: campaign.subject,
              text: context.rendered.text(unsubscribeUrl),
              html: context.rendered.html(unsubscribeUrl),
              headers: listUnsubscribeHeaders(unsubscribeUrl, options.mailto),
              senderName,
            },
            at,
          )
        })
      if (rows.length > 0) await trx.insertInto('outbox').values(rows).execute()
      queued += rows.length
    }
    return queued
  })
}
