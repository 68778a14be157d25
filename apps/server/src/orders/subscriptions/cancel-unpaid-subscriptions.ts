import {
  PAST_DUE_CANCEL_DAYS,
  nextBillingDate,
  pastDueCancelAt,
  subscriptionReducer,
} from '@atelier/commerce'
import type { BillingPeriod } from '@atelier/commerce'
import { subscriptionCancelledMail } from '../../mail/subscription-mails.js'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { OrderDeps } from '../order-deps.js'
import { orderLinkSecret, orderToken } from '../order-token.js'
import { orderStatusPath } from '../order-urls.js'
import { subscriptionColumnsOf, subscriptionStateOf } from './subscription-state.js'

/**
 * Worker step, after the renewals: a subscription past due since its last retry and still unpaid
 * when `pastDueCancelAt` comes is cancelled, and the subscriber told. Conditioned on the status,
 * so a renewal paid through the mail's link meanwhile wins.
 */
export async function cancelUnpaidSubscriptions(deps: OrderDeps, now: Date): Promise<number> {
  const { storage } = deps
  const pastDue = await storage.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'past_due')
    // Past due since the last retry: none is due to be cancelled before a week of it.
    .where(
      'updatedAt',
      '<=',
      new Date(now.getTime() - PAST_DUE_CANCEL_DAYS * 86_400_000).toISOString(),
    )
    .orderBy('updatedAt')
    .limit(200)
    .execute()
  let cancelled = 0
  for (const row of pastDue) {
    const due = nextBillingDate(
      new Date(row.startedAt),
      storage.dialect.decodeJson<BillingPeriod>(row.billingPeriod),
      row.cyclesBilled,
    )
    if (now < pastDueCancelAt(due)) continue
    const next = subscriptionReducer(subscriptionStateOf(row, storage.dialect), {
      type: 'cancel',
      at: now,
    })
    if (!next.ok) continue
    const baseUrl = await siteBaseUrl(storage, row.websiteId)
    const token = orderToken(await orderLinkSecret(storage.db), row.orderId)
    const site = await storage.db
      .selectFrom('websites')
      .select('title')
      .where('id', '=', row.websiteId)
      .executeTakeFirst()
    const done = await writeTransaction(storage, async (trx) => {
      const updated = await trx
        .updateTable('subscriptions')
        .set(subscriptionColumnsOf(next.state, now))
        .where('id', '=', row.id)
        .where('status', '=', 'past_due')
        .where('cyclesBilled', '=', row.cyclesBilled)
        .executeTakeFirst()
      if (updated.numUpdatedRows !== 1n) return false
      await deps.mailer.send(
        subscriptionCancelledMail({
          websiteId: row.websiteId,
          siteTitle: site?.title ?? '',
          to: row.email,
          title: row.title,
          statusUrl: `${baseUrl}${orderStatusPath(token)}`,
        }),
        trx,
      )
      return true
    })
    if (done) cancelled += 1
  }
  return cancelled
}
