import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import type { Campaign } from './campaign-store.js'
import { unsentMembers } from './campaign-sender.js'

export interface CampaignStats {
  /** Recipients so far plus those still to queue (while sending or before). */
  recipients: number
  /** Mails queued in the outbox (one per recipient). */
  sent: number
  /** Handed to the SMTP server (or written as a file). */
  delivered: number
  /** Refused for good: delivery failed every attempt, or the address is marked bounced. */
  bounced: number
  /** Recipients who left the list after this campaign was queued for them. */
  unsubscribed: number
}

/** Progress and outcome of one campaign, from its send records. */
export async function campaignStats(
  db: Kysely<Database>,
  websiteId: string,
  campaign: Campaign,
): Promise<CampaignStats> {
  const row = await db
    .selectFrom('mailingCampaignSends as c')
    .leftJoin('outbox as o', 'o.id', 'c.outboxId')
    .leftJoin('mailingListSubscribers as s', 's.id', 'c.subscriberId')
    .select((eb) => [
      eb.fn.countAll<number>().as('sent'),
      eb.fn
        .sum<number>(eb.case().when('o.status', '=', 'sent').then(1).else(0).end())
        .as('delivered'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.or([eb('o.status', '=', 'failed'), eb('s.status', '=', 'bounced')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('bounced'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('s.status', '=', 'unsubscribed'),
                eb('s.updatedAt', '>=', eb.ref('c.createdAt')),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('unsubscribed'),
    ])
    .where('c.campaignId', '=', campaign.id)
    .where('c.websiteId', '=', websiteId)
    .executeTakeFirstOrThrow()
  const sent = Number(row.sent)
  const remaining =
    campaign.status === 'sent' ? 0 : await remainingRecipients(db, websiteId, campaign)
  return {
    recipients: sent + remaining,
    sent,
    delivered: Number(row.delivered ?? 0),
    bounced: Number(row.bounced ?? 0),
    unsubscribed: Number(row.unsubscribed ?? 0),
  }
}

/** Subscribed addresses of the campaign's lists that have no send record yet. */
async function remainingRecipients(
  db: Kysely<Database>,
  websiteId: string,
  campaign: Campaign,
): Promise<number> {
  if (campaign.listIds.length === 0) return 0
  const row = await unsentMembers(db, websiteId, campaign)
    .select((eb) => eb.fn.count<number>('s.email').distinct().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
