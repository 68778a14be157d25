import { randomInt } from 'node:crypto'
import { nextBillingDate, pastDueCancelAt, subscriptionReducer } from '@atelier/commerce'
import type { PaymentProvider, PaymentSource } from '../../payments/payment-provider.js'
import { renewalFailedMail } from '../../mail/subscription-mails.js'
import { paymentStrings } from '../../payments/payment-strings.js'
import { recordPendingSession } from '../settle-payment.js'
import { requireOrder } from '../order-steps.js'
import { mailDates } from './mail-dates.js'
import { renewalPayLinkDays, renewalPayPath, renewalPayToken } from './renewal-pay-link.js'
import type { Kysely } from 'kysely'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import type { OrderDeps } from '../order-deps.js'
import { renewalMail } from '../../mail/order-mails.js'
import { orderStrings } from '../../errors/order-failure.js'
import { orderLinkSecret, orderToken } from '../order-token.js'
import { orderStatusPath } from '../order-urls.js'
import { subscriptionPriceText } from '../../checkout/order-presentation.js'
import { confirmStep, payStep, reserveStep } from '../order-steps.js'
import type { OrderFlow } from '../order-steps.js'
import type { OrderRow } from '../order-queries.js'
import { failure } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import { runSteps } from '../../workflow/run-steps.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { Database } from '../../storage/database.js'
import type { DialectName } from '../../storage/dialect.js'
import { newId } from '../../storage/new-id.js'
import { reserveRenewal } from './reserve-renewal.js'
import { subscriptionColumnsOf, subscriptionStateOf } from './subscription-state.js'
import type { SubscriptionRow } from './subscription-state.js'
import { lockRows } from '../../storage/lock-rows.js'

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

/**
 * The subscriber paying the renewal now, through the dunning mail's link: the card they give (or
 * the saved one) on-session, saved for later renewals. A refusal changes nothing on the schedule.
 */
export interface OnSessionRenewal {
  source: PaymentSource
  /** Makes this try's keys (each try on the page is a payment of its own). */
  tryId: string
}

export type RenewalAttempt =
  | 'renewed'
  | 'failed'
  | 'skipped'
  | { declined: string }
  | { pending: { clientSecret: string; publishableKey: string } }

/** One renewal attempt of a subscription row read as due (it may have changed since). */
export async function renewSubscription(
  deps: OrderDeps,
  subscription: SubscriptionRow,
  now: Date,
  onSession?: OnSessionRenewal,
): Promise<RenewalAttempt> {
  const { storage } = deps
  const cycle = subscription.cyclesBilled
  const attempt = subscription.failedAttempts
  const key =
    onSession === undefined
      ? `${subscription.id}:${cycle}:${attempt}`
      : `${subscription.id}:${cycle}:${attempt}:${onSession.tryId}`
  const claimed = await storage.db
    .insertInto('subscriptionRenewals')
    .values({
      id: key,
      subscriptionId: subscription.id,
      cycle,
      // A try on the pay page is no scheduled attempt: a number of its own, below zero, so it
      // never takes the place of the worker's next retry (unique per subscription and cycle).
      attempt: onSession === undefined ? attempt : -randomInt(1, 2 ** 31 - 1),
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
  const provider = await providerOf(deps, subscription)
  if (!(await stillDue(deps, subscription))) {
    await setRenewalStatus(deps, key, 'cancelled')
    return 'skipped'
  }
  if (provider === undefined) {
    // The site turned Stripe off: nothing can be charged, so the renewal fails like a decline
    // (dunning: the subscriber is told and can pay once payments are back).
    if (onSession !== undefined) {
      await setRenewalStatus(deps, key, 'failed')
      return { declined: paymentStrings.stripeOff }
    }
    const recorded = await recordRenewal(deps, {
      subscription,
      provider: deps.providers.offline,
      key,
      order: undefined,
      payment: undefined,
      declined: { code: 'declined', message: paymentStrings.stripeOff },
      charged: false,
      now,
    })
    return recorded === 'cancelled' ? 'skipped' : 'failed'
  }

  // Reserve → pay → confirm, the steps of a checkout (`orders/order-steps.ts`): a failed step
  // undoes the ones before it (the refund, then the release of the renewal order).
  const flow: RenewalFlow = {}
  const record = (charged: boolean) =>
    recordRenewal(deps, {
      subscription,
      provider,
      key,
      order: flow.order,
      payment: flow.payment,
      declined: flow.declined,
      charged,
      now,
    })
  const outcome = await runSteps<RenewalFlow, Failure>(
    [
      reserveStep(
        deps,
        async () => {
          const reserved = await reserveRenewal(deps, subscription, key, now)
          if (reserved.ok) {
            await storage.db
              .updateTable('subscriptionRenewals')
              .set({ amountCents: reserved.order.amountDueCents })
              .where('id', '=', key)
              .execute()
          }
          return reserved
        },
        (cause) =>
          (cause as Partial<Failure>).code === 'conflict'
            ? { code: 'subscription-cancelled', message: orderStrings.renewalCancelled }
            : { code: 'payment-declined', message: orderStrings.paymentFailed },
      ),
      payStep(deps, () => ({
        provider,
        source:
          onSession?.source ??
          (subscription.paymentToken === null
            ? { kind: 'none' }
            : { kind: 'token', token: subscription.paymentToken }),
        // Paid through the mail's link: the card given there renews the next cycles.
        savePaymentMethod: onSession !== undefined,
        offSession: onSession === undefined,
        keyPrefix: key,
        subscriptionId: subscription.id,
        afterRefund: () => setRenewalStatus(deps, key, 'refunded'),
      })),
      confirmStep(async () => {
        const payment = flow.payment
        if (payment?.status === 'pending' && payment.reference !== null) {
          // The subscriber confirms it in the browser (Stripe); the provider's word settles it.
          await recordPendingSession(deps, requireOrder(flow), provider.name, payment.reference)
          flow.recorded = 'pending'
          return { ok: true }
        }
        flow.recorded = await record(true)
        if (flow.recorded === 'renewed') return { ok: true }
        return flow.recorded === 'cancelled'
          ? failure('conflict', orderStrings.renewalCancelled)
          : failure('payment-declined', orderStrings.reservationExpired)
      }),
    ],
    flow,
    { onUndoError: (error, step) => deps.logError?.(error, `undo of renewal ${step} failed`) },
  )
  if (outcome.ok && flow.recorded === 'pending') {
    const secret = flow.payment?.clientSecret
    return secret === undefined || provider.browserKey === undefined
      ? 'skipped'
      : { pending: { clientSecret: secret, publishableKey: provider.browserKey } }
  }
  if (outcome.ok) return 'renewed'
  if (onSession !== undefined) {
    // A refusal on the page: the subscriber tries again; the schedule stays as it was.
    await setRenewalStatus(deps, key, 'failed')
    return { declined: flow.declined?.message ?? outcome.message }
  }
  // Declined, out of stock or unpriceable: the attempt is written as failed (and retried).
  const recorded = flow.recorded ?? (await record(false))
  return recorded === 'cancelled' ? 'skipped' : 'failed'
}

interface RenewalFlow extends OrderFlow {
  recorded?: Outcome | 'pending'
}

/**
 * The renewal's result, in one transaction with the subscription's state and the renewal mail: a
 * paid renewal order (still pending, so still holding its stock) becomes paid, else the attempt
 * failed. Conditioned on the subscription's status too: a cancel that landed while the provider
 * was answering wins ('cancelled').
 */
export async function recordRenewal(
  deps: OrderDeps,
  input: {
    subscription: SubscriptionRow
    provider: PaymentProvider
    key: string
    order: OrderRow | undefined
    payment: OrderFlow['payment']
    declined: OrderFlow['declined']
    charged: boolean
    now: Date
  },
): Promise<Outcome> {
  const { storage } = deps
  const { subscription, key, order, now, provider } = input
  const cycle = subscription.cyclesBilled
  const attempt = subscription.failedAttempts
  const paid = input.payment !== undefined
  const amountCents = order?.amountDueCents ?? subscription.amountCents
  const currency = order?.currency ?? subscription.currency
  const reference = input.payment?.reference ?? null
  const baseUrl = await siteBaseUrl(storage, subscription.websiteId)
  const secret = await orderLinkSecret(storage.db)
  const token = orderToken(secret, subscription.orderId)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', subscription.websiteId)
    .executeTakeFirst()

  const words = await mailDates(storage, subscription.websiteId)

  return writeTransaction(storage, async (trx): Promise<Outcome> => {
    // A renewal order the worker released meanwhile (a charge slower than its reservation) has
    // no stock any more: that charge is undone and the attempt counts as failed.
    const charged =
      input.charged &&
      paid &&
      order !== undefined &&
      (await isPending(trx, storage.dialect.name, order.id))
    const next = subscriptionReducer(subscriptionStateOf(subscription, storage.dialect), {
      type: charged ? 'renewal-paid' : 'renewal-failed',
      at: now,
    })
    // Conditioned on the status too: a cancel that lands while the provider was answering wins.
    const failureCode = charged ? null : (input.declined?.code ?? 'declined')
    const failureMessage = charged ? null : (input.declined?.message ?? orderStrings.paymentFailed)
    const updated = next.ok
      ? await trx
          .updateTable('subscriptions')
          .set({
            ...subscriptionColumnsOf(next.state, now),
            lastFailureCode: failureCode,
            lastFailureMessage: failureMessage,
            // A card given on the pay page renews the next cycles.
            ...(charged && input.payment?.paymentToken != null
              ? { paymentToken: input.payment.paymentToken }
              : {}),
          })
          .where('id', '=', subscription.id)
          .where('status', 'in', ['active', 'past_due'])
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
    if (charged && order !== undefined) {
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
    const common = {
      websiteId: subscription.websiteId,
      siteTitle: site?.title ?? '',
      to: subscription.email,
      title: subscription.title,
      amountCents,
      currency,
      priceText: subscriptionPriceText({
        ...subscription,
        billingPeriod: storage.dialect.decodeJson(subscription.billingPeriod),
      }),
      statusUrl: `${baseUrl}${orderStatusPath(token)}`,
    }
    if (charged || !next.ok) {
      await deps.mailer.send(
        renewalMail({
          ...common,
          paid: charged,
          ...(charged && order !== undefined
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
    } else {
      // Dunning: why, the link to pay now, and the next try or the cancellation date.
      const due = nextBillingDate(
        new Date(subscription.startedAt),
        storage.dialect.decodeJson(subscription.billingPeriod),
        subscription.cyclesBilled,
      )
      await deps.mailer.send(
        renewalFailedMail({
          ...common,
          reason: failureMessage ?? orderStrings.paymentFailed,
          authenticationRequired: failureCode === 'authentication-required',
          payUrl: `${baseUrl}${renewalPayPath(
            renewalPayToken(
              secret,
              subscription.id,
              new Date(now.getTime() + renewalPayLinkDays * 86_400_000),
            ),
          )}`,
          nextTry:
            next.state.status === 'past_due' || next.state.nextChargeAt === null
              ? null
              : words(new Date(next.state.nextChargeAt).toISOString()),
          cancelOn: words(pastDueCancelAt(due).toISOString()),
        }),
        trx,
      )
    }
    return charged ? 'renewed' : 'failed'
  })
}

type Outcome = 'renewed' | 'failed' | 'cancelled'

/** Read under the row's lock, so the worker's release waits for this answer. */
async function isPending(
  db: Kysely<Database>,
  dialect: DialectName,
  orderId: string,
): Promise<boolean> {
  const query = db.selectFrom('orders').select('status').where('id', '=', orderId)
  return (await lockRows(query, dialect).executeTakeFirst())?.status === 'pending'
}

async function stillDue(deps: OrderDeps, subscription: SubscriptionRow): Promise<boolean> {
  const row = await deps.storage.db
    .selectFrom('subscriptions')
    .select(['status', 'cyclesBilled', 'failedAttempts'])
    .where('id', '=', subscription.id)
    .executeTakeFirst()
  return (
    (row?.status === 'active' || row?.status === 'past_due') &&
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

/** The provider the subscription's first order paid through (Stripe: the site's account now). */
async function providerOf(
  deps: OrderDeps,
  subscription: SubscriptionRow,
): Promise<PaymentProvider | undefined> {
  if (subscription.provider === 'stripe') return deps.stripeFor?.(subscription.websiteId)
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
