import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import { newId } from '../../storage/new-id.js'
import type { MailingCampaignsTable } from '../../storage/tables/mail-tables.js'
import type { CampaignBlock } from './campaign-blocks.js'

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent'

export interface Campaign {
  id: string
  subject: string
  blocks: CampaignBlock[]
  listIds: string[]
  status: CampaignStatus
  scheduledAt: string | null
  startedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface CampaignDraft {
  subject: string
  blocks: CampaignBlock[]
  listIds: string[]
}

export function campaignOf(row: MailingCampaignsTable): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    blocks: JSON.parse(row.blocks) as CampaignBlock[],
    listIds: JSON.parse(row.listIds) as string[],
    status: row.status as CampaignStatus,
    scheduledAt: row.scheduledAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The site's campaigns, newest first. */
export async function listCampaigns(db: Kysely<Database>, websiteId: string): Promise<Campaign[]> {
  const rows = await db
    .selectFrom('mailingCampaigns')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  return rows.map(campaignOf)
}

export async function findCampaign(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<Campaign | undefined> {
  const row = await db
    .selectFrom('mailingCampaigns')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : campaignOf(row)
}

export async function createCampaign(
  db: Kysely<Database>,
  websiteId: string,
  draft: CampaignDraft,
  now: Date,
): Promise<Campaign> {
  const at = now.toISOString()
  const row: MailingCampaignsTable = {
    id: newId(),
    websiteId,
    subject: draft.subject,
    blocks: JSON.stringify(draft.blocks),
    listIds: JSON.stringify(draft.listIds),
    status: 'draft',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: at,
    updatedAt: at,
  }
  await db.insertInto('mailingCampaigns').values(row).execute()
  return campaignOf(row)
}

/**
 * Saves a draft's content; a scheduled campaign goes back to draft (the owner edits it, and
 * schedules again). False when the campaign is sending or sent: those never change.
 */
export async function saveCampaignDraft(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  draft: CampaignDraft,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('mailingCampaigns')
    .set({
      subject: draft.subject,
      blocks: JSON.stringify(draft.blocks),
      listIds: JSON.stringify(draft.listIds),
      status: 'draft',
      scheduledAt: null,
      updatedAt: now.toISOString(),
    })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Sends at `at` (now, for "send now"); only a draft or a scheduled campaign can be. */
export async function scheduleCampaign(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  at: Date,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('mailingCampaigns')
    .set({ status: 'scheduled', scheduledAt: at.toISOString(), updatedAt: now.toISOString() })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Removes a draft or scheduled campaign; a sent one stays as the record of what was sent. */
export async function deleteCampaign(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('mailingCampaigns')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
