import { randomBytes } from 'node:crypto'
import { failure } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import { orderStrings } from '../../errors/order-failure.js'
import type { PaymentSource } from '../../payments/payment-provider.js'
import type { OrderDeps } from '../order-deps.js'
import { orderLinkSecret, orderToken } from '../order-token.js'
import { orderStatusPath } from '../order-urls.js'
import { pendingSessionOf, settleFromProvider } from '../settle-payment.js'
import { renewSubscription } from './renew-due-subscriptions.js'
import { readRenewalPayToken } from './renewal-pay-link.js'
import type { SubscriptionRow } from './subscription-state.js'

export const payRenewalStrings = {
  linkExpired: 'This payment link has expired. Open the newest mail about your subscription.',
  linkUnknown: 'This payment link is not valid.',
  nothingDue: 'Nothing is due on this subscription.',
} as const

/** A renewal the subscriber can pay now: it failed at least once and the subscription goes on. */
export function renewalDue(row: Pick<SubscriptionRow, 'status' | 'failedAttempts'>): boolean {
  return row.status === 'past_due' || (row.status === 'active' && row.failedAttempts > 0)
}

export type PayLinkSubscription =
  { ok: true; subscription: SubscriptionRow } | Failure<'not-found' | 'gone'>

/** The subscription a pay link names, on this site, when the link is genuine and unexpired. */
export async function subscriptionOfPayLink(
  deps: OrderDeps,
  websiteId: string,
  token: string,
): Promise<PayLinkSubscription> {
  const read = readRenewalPayToken(await orderLinkSecret(deps.storage.db), token, deps.now())
  if (!read.ok) {
    return read.expired
      ? failure('gone', payRenewalStrings.linkExpired)
      : failure('not-found', payRenewalStrings.linkUnknown)
  }
  const subscription = await deps.storage.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', read.subscriptionId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return subscription === undefined
    ? failure('not-found', payRenewalStrings.linkUnknown)
    : { ok: true, subscription }
}

export type PayRenewalResult =
  | { ok: true; status: 'paid'; statusUrl: string }
  | {
      ok: true
      status: 'pending'
      payment: { provider: 'stripe'; clientSecret: string; publishableKey: string }
    }
  | Failure<'not-found' | 'gone' | 'invalid-transition' | 'payment-declined' | 'payment-failed'>

/**
 * Pays a failed renewal through the dunning mail's link, through the same flow as a checkout
 * (reserve → pay → confirm): the test provider's card token, or Stripe's Payment Element (the
 * provider's word, a webhook or a retrieval, settles it). The card given is saved for the next
 * renewals; a refusal leaves the subscription as it was.
 */
export async function payRenewal(
  deps: OrderDeps,
  websiteId: string,
  token: string,
  source: PaymentSource,
): Promise<PayRenewalResult> {
  const found = await subscriptionOfPayLink(deps, websiteId, token)
  if (!found.ok) return found
  const { subscription } = found
  if (!renewalDue(subscription)) return failure('invalid-transition', payRenewalStrings.nothingDue)
  // A payment already waiting on the browser (a second click, a try after a decline) is confirmed
  // again rather than a new renewal order holding more stock.
  const waiting = await waitingSession(deps, subscription)
  if (waiting !== undefined) return { ok: true, status: 'pending', payment: waiting }
  const attempt = await renewSubscription(deps, subscription, deps.now(), {
    source,
    tryId: `link-${randomBytes(6).toString('hex')}`,
  })
  if (attempt === 'renewed') {
    const orderLink = orderToken(await orderLinkSecret(deps.storage.db), subscription.orderId)
    return { ok: true, status: 'paid', statusUrl: orderStatusPath(orderLink) }
  }
  if (typeof attempt === 'object' && 'pending' in attempt) {
    return { ok: true, status: 'pending', payment: { provider: 'stripe', ...attempt.pending } }
  }
  if (typeof attempt === 'object') return failure('payment-declined', attempt.declined)
  return failure('payment-failed', orderStrings.paymentFailed)
}

async function waitingSession(
  deps: OrderDeps,
  subscription: SubscriptionRow,
): Promise<{ provider: 'stripe'; clientSecret: string; publishableKey: string } | undefined> {
  if (subscription.provider !== 'stripe') return undefined
  const provider = await deps.stripeFor?.(subscription.websiteId)
  if (provider?.browserKey === undefined) return undefined
  for (const order of await pendingRenewalOrders(deps, subscription)) {
    const session = await pendingSessionOf(deps, order.id)
    if (session === undefined) continue
    const current = await provider.retrieve(session.reference)
    const confirmable = current.status === 'requires_action' || current.status === 'failed'
    if (confirmable && current.clientSecret !== undefined) {
      return {
        provider: 'stripe',
        clientSecret: current.clientSecret,
        publishableKey: provider.browserKey,
      }
    }
  }
  return undefined
}

function pendingRenewalOrders(deps: OrderDeps, subscription: SubscriptionRow) {
  return deps.storage.db
    .selectFrom('orders')
    .select(['id', 'websiteId'])
    .where('websiteId', '=', subscription.websiteId)
    .where('status', '=', 'pending')
    .where('idempotencyKey', 'like', `renewal:${subscription.id}:%`)
    .execute()
}

/** Back on the pay page from Stripe: the renewal orders waiting on it are settled from its word. */
export async function settlePendingRenewals(
  deps: OrderDeps,
  subscription: SubscriptionRow,
): Promise<void> {
  for (const order of await pendingRenewalOrders(deps, subscription))
    await settleFromProvider(deps, order)
}
