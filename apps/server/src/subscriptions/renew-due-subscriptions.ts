import { subscriptionReducer } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { siteBaseUrl } from '../mailing/site-base-url.js'
import type { OrderDeps } from '../orders/order-deps.js'
import { renewalMail } from '../orders/order-mails.js'
import { orderStrings } from '../orders/order-failure.js'
import { orderLinkSecret, orderToken } from '../orders/order-token.js'
import { orderStatusPath } from '../orders/order-urls.js'
import { releaseOrder } from '../orders/release-order.js'
import { writeTransaction } from '../orders/write-transaction.js'
import type { Database } from '../storage/database.js'
import type { DialectName } from '../storage/dialect.js'
import { newId } from '../storage/new-id.js'
import { reserveRenewal } from './reserve-renewal.js'
import { subscriptionColumnsOf, subscriptionStateOf } from './subscription-state.js'
import type { SubscriptionRow } from './subscription-state.js'

export interface RenewalTick {
  renewed: number
  failed: number
}

/**
 * Worker step: charges every active subscription that is due, with the payment token its first
 * order saved, as a renewal order of its own (priced, with stock taken, by `reserveRenewal`; a
 * cycle without stock fails like a declined charge, uncharged). Each attempt is claimed first by a unique (subscription, cycle, attempt) row, so
 * two workers never charge one cycle twice; the provider call runs outside any transaction.
 * A failure is retried on the schedule of `renewalRetryAt`, then the subscription is past due.
 * A buyer may cancel at any moment: the claim re-reads the status, and the result is written only
 * while the subscription is still active — a charge that lost that race is refunded.
 */
export async function renewDueSubscriptions(deps: OrderDeps, now: Date): Promise<RenewalTick> {
  const { storage } = deps
  const due = await storage.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('nextBillingAt', '<=', now.toISOString())
    .limit(50)
    .execute()
  const tick: RenewalTick = { renewed: 0, failed: 0 }
  for (const subscription of due) {
    const outcome = await renewSubscription(deps, subscription, now)
    if (outcome === 'renewed') tick.renewed += 1
    if (outcome === 'failed') tick.failed += 1
  }
  return tick
}

/** One renewal attempt of a subscription row read as due (it may have changed since). */
export async function renewSubscription(
  deps: OrderDeps,
  subscription: SubscriptionRow,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped'> {
  const { storage } = deps
  const cycle = subscription.cyclesBilled
  const attempt = subscription.failedAttempts
  const key = `${subscription.id}:${cycle}:${attempt}`
  const claimed = await storage.db
    .insertInto('subscriptionRenewals')
    .values({
      id: key,
      subscriptionId: subscription.id,
      cycle,
      attempt,
      status: 'charging',
      amountCents: subscription.amountCents,
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  if (claimed.numInsertedOrUpdatedRows !== 1n && !(await retakeStaleClaim(deps, key, now))) {
    return 'skipped'
  }
  // The list was read before the claim: a buyer who cancelled since then is not charged.
  if (!(await stillDue(deps, subscription))) {
    await setRenewalStatus(deps, key, 'cancelled')
    return 'skipped'
  }

  const reserved = await reserveRenewal(deps, subscription, key, now)
  const order = reserved.ok ? reserved.order : null
  const amountCents = order?.amountDueCents ?? subscription.amountCents
  const currency = order?.currency ?? subscription.currency
  if (order !== null) {
    await storage.db
      .updateTable('subscriptionRenewals')
      .set({ amountCents })
      .where('id', '=', key)
      .execute()
  }

  const provider = providerOf(deps, subscription)
  const authorized =
    order === null
      ? undefined
      : await provider.authorize({
          amountCents,
          currency,
          idempotencyKey: `${key}:authorize`,
          source:
            subscription.paymentToken === null
              ? { kind: 'none' }
              : { kind: 'token', token: subscription.paymentToken },
        })
  const paid = authorized?.ok === true
  const reference =
    authorized?.ok === true && provider.settlesAtCheckout
      ? (await provider.capture(authorized.authorizationId, `${key}:capture`)).reference
      : authorized?.ok === true
        ? authorized.authorizationId
        : null

  const baseUrl = await siteBaseUrl(storage, subscription.websiteId)
  const secret = await orderLinkSecret(storage.db)
  const token = orderToken(secret, subscription.orderId)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', subscription.websiteId)
    .executeTakeFirst()

  const outcome = await writeTransaction(storage, async (trx): Promise<Outcome> => {
    // A renewal order the worker released meanwhile (a charge slower than its reservation) has
    // no stock any more: that charge is undone and the attempt counts as failed.
    const charged = paid && order !== null && (await isPending(trx, storage.dialect.name, order.id))
    const next = subscriptionReducer(subscriptionStateOf(subscription, storage.dialect), {
      type: charged ? 'renewal-paid' : 'renewal-failed',
      at: now,
    })
    // Conditioned on the status too: a cancel that lands while the provider was answering wins.
    const updated = next.ok
      ? await trx
          .updateTable('subscriptions')
          .set(subscriptionColumnsOf(next.state, now))
          .where('id', '=', subscription.id)
          .where('status', '=', 'active')
          .where('cyclesBilled', '=', cycle)
          .where('failedAttempts', '=', attempt)
          .executeTakeFirst()
      : undefined
    if (updated?.numUpdatedRows !== 1n) {
      await trx
        .updateTable('subscriptionRenewals')
        .set({ status: paid ? 'refunding' : 'cancelled' })
        .where('id', '=', key)
        .execute()
      return 'cancelled'
    }
    await trx
      .updateTable('subscriptionRenewals')
      .set({ status: charged ? 'succeeded' : paid ? 'refunding' : 'failed' })
      .where('id', '=', key)
      .execute()
    if (charged && order !== null) {
      await trx
        .updateTable('orders')
        .set({
          status: provider.settlesAtCheckout ? 'paid' : 'received',
          reservedUntil: null,
          updatedAt: now.toISOString(),
        })
        .where('id', '=', order.id)
        .execute()
      await trx
        .insertInto('payments')
        .values({
          id: newId(),
          orderId: order.id,
          subscriptionId: subscription.id,
          provider: provider.name,
          status: provider.settlesAtCheckout ? 'captured' : 'due',
          amountCents,
          currency,
          providerReference: reference,
          cardLast4: null,
          idempotencyKey: `${key}:payment`,
          createdAt: now.toISOString(),
        })
        .execute()
    }
    await deps.mailer.send(
      renewalMail({
        websiteId: subscription.websiteId,
        siteTitle: site?.title ?? '',
        to: subscription.email,
        title: subscription.title,
        amountCents,
        currency,
        statusUrl: `${baseUrl}${orderStatusPath(token)}`,
        paid: charged,
        ...(charged && order !== null
          ? {
              renewalOrder: {
                orderNumber: order.orderNumber,
                statusUrl: `${baseUrl}${orderStatusPath(orderToken(secret, order.id))}`,
              },
            }
          : {}),
      }),
      trx,
    )
    return charged ? 'renewed' : 'failed'
  })
  if (outcome !== 'renewed' && order !== null) {
    await releaseRenewalOrder(deps, order.id, outcome, now)
    if (paid) {
      await refundRenewal(deps, subscription, key, reference, now, {
        orderId: order.id,
        amountCents,
        currency,
      })
    }
  }
  return outcome === 'cancelled' ? 'skipped' : outcome
}

type Outcome = 'renewed' | 'failed' | 'cancelled'

/** The undo of `reserveRenewal`: the stock goes back and the renewal order is failed. */
async function releaseRenewalOrder(
  deps: OrderDeps,
  orderId: string,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const reason =
    outcome === 'cancelled'
      ? { code: 'subscription-cancelled', message: orderStrings.renewalCancelled }
      : { code: 'payment-declined', message: orderStrings.paymentFailed }
  await releaseOrder(deps.storage, orderId, reason, now)
}

/** Read under the row's lock, so the worker's release waits for this answer. */
async function isPending(
  db: Kysely<Database>,
  dialect: DialectName,
  orderId: string,
): Promise<boolean> {
  let query = db.selectFrom('orders').select('status').where('id', '=', orderId)
  if (dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst())?.status === 'pending'
}

async function stillDue(deps: OrderDeps, subscription: SubscriptionRow): Promise<boolean> {
  const row = await deps.storage.db
    .selectFrom('subscriptions')
    .select(['status', 'cyclesBilled', 'failedAttempts'])
    .where('id', '=', subscription.id)
    .executeTakeFirst()
  return (
    row?.status === 'active' &&
    row.cyclesBilled === subscription.cyclesBilled &&
    row.failedAttempts === subscription.failedAttempts
  )
}

async function setRenewalStatus(deps: OrderDeps, key: string, status: string): Promise<void> {
  await deps.storage.db
    .updateTable('subscriptionRenewals')
    .set({ status })
    .where('id', '=', key)
    .execute()
}

/** The undo of a charge that no longer has a subscription to pay for (cancelled meanwhile). */
async function refundRenewal(
  deps: OrderDeps,
  subscription: SubscriptionRow,
  key: string,
  reference: string | null,
  now: Date,
  charge: { orderId: string; amountCents: number; currency: string },
): Promise<void> {
  const provider = providerOf(deps, subscription)
  if (provider.settlesAtCheckout && reference !== null) {
    await provider.refund(reference, charge.amountCents, `${key}:refund`)
    await deps.storage.db
      .insertInto('payments')
      .values({
        id: newId(),
        orderId: charge.orderId,
        subscriptionId: subscription.id,
        provider: provider.name,
        status: 'refunded',
        amountCents: charge.amountCents,
        currency: charge.currency,
        providerReference: reference,
        cardLast4: null,
        idempotencyKey: `${key}:refund`,
        createdAt: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
  await setRenewalStatus(deps, key, 'refunded')
}

function providerOf(deps: OrderDeps, subscription: SubscriptionRow) {
  return deps.providers[subscription.provider === 'offline' ? 'offline' : 'test']
}

/** A claim left 'charging' by a worker that died is taken over after the lease (same keys, so the
 * provider answers the retried charge without charging twice). */
async function retakeStaleClaim(deps: OrderDeps, key: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - claimLeaseMs).toISOString()
  const retaken = await deps.storage.db
    .updateTable('subscriptionRenewals')
    .set({ createdAt: now.toISOString() })
    .where('id', '=', key)
    .where('status', '=', 'charging')
    .where('createdAt', '<', staleBefore)
    .executeTakeFirst()
  return retaken.numUpdatedRows === 1n
}

const claimLeaseMs = 10 * 60_000
