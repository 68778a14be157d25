import { startSubscription } from '@atelier/commerce'
import type { BillingPeriod, ProductSubscriptionPlan } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { OrderLineRow, OrderRow } from '../order-queries.js'
import type { Database } from '../../storage/database.js'
import type { Dialect } from '../../storage/dialect.js'
import { newId } from '../../storage/new-id.js'

/**
 * The subscription a paid subscription order starts: its first cycle is the order itself; the
 * worker charges the saved payment token on the schedule of `nextBillingDate`.
 */
export async function createSubscription(
  db: Kysely<Database>,
  dialect: Dialect,
  input: {
    order: OrderRow
    line: OrderLineRow
    plan: ProductSubscriptionPlan
    paymentToken: string | null
    now: Date
  },
): Promise<string> {
  const billingPeriod = billingPeriodOf(input.plan)
  const state = startSubscription({
    startedAt: input.now,
    billingPeriod,
    numBillingCycles: input.plan.numBillingCycles ?? 0,
  })
  const id = newId()
  const at = input.now.toISOString()
  await db
    .insertInto('subscriptions')
    .values({
      id,
      websiteId: input.order.websiteId,
      orderId: input.order.id,
      email: input.order.email,
      itemId: input.line.itemId,
      sku: input.line.sku,
      title: input.line.title,
      quantity: input.line.quantity,
      // Renewals charge the line again; the first order's shipping and coupons are one-off.
      amountCents: input.line.unitPriceCents * input.line.quantity,
      currency: input.order.currency,
      billingPeriod: dialect.encodeJson(billingPeriod),
      numBillingCycles: state.numBillingCycles,
      cyclesBilled: state.cyclesBilled,
      provider: input.order.paymentProvider,
      paymentToken: input.paymentToken,
      status: state.status,
      startedAt: at,
      nextBillingAt:
        state.nextChargeAt === null ? null : new Date(state.nextChargeAt).toISOString(),
      endedAt: state.endedAt === null ? null : new Date(state.endedAt).toISOString(),
      updatedAt: at,
    })
    .execute()
  return id
}

/** The plan's period as the schedule reads it; a plan without a readable one renews monthly. */
export function billingPeriodOf(plan: ProductSubscriptionPlan): BillingPeriod {
  const value = plan.billingPeriod?.value
  const unit = plan.billingPeriod?.unit
  return {
    value: typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1,
    unit: unit === 'WEEK' || unit === 'YEAR' ? unit : 'MONTH',
  }
}
