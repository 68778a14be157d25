import type { MembershipPlan } from '@atelier/commerce'
import { normaliseEmail } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { newId } from '../storage/new-id.js'
import { emitWebhook } from '../webhooks/emit-webhook.js'

/**
 * Starts (or starts again) one email's membership of a member area: a new row, or the ended one
 * made active with the new plan, order and subscription. One row per area and email. Call it in a
 * transaction: its `member.joined` webhook is written with it.
 */
export async function upsertMembership(
  db: Kysely<Database>,
  input: {
    websiteId: string
    memberAreaId: string
    email: string
    plan: MembershipPlan
    orderId?: string | null
    subscriptionId?: string | null
    now: Date
  },
): Promise<void> {
  const at = input.now.toISOString()
  const values = {
    plan: input.plan,
    status: 'active',
    orderId: input.orderId ?? null,
    subscriptionId: input.subscriptionId ?? null,
    updatedAt: at,
  }
  await withMemberAreaTables(db)
    .insertInto('areaMemberships')
    .values({
      id: newId(),
      websiteId: input.websiteId,
      memberAreaId: input.memberAreaId,
      email: normaliseEmail(input.email),
      joinedAt: at,
      ...values,
    })
    .onConflict((conflict) => conflict.columns(['memberAreaId', 'email']).doUpdateSet(values))
    .execute()
  await emitWebhook(db, {
    websiteId: input.websiteId,
    type: 'member.joined',
    at,
    data: async () => {
      const area = await withMemberAreaTables(db)
        .selectFrom('memberAreas')
        .select('name')
        .where('id', '=', input.memberAreaId)
        .executeTakeFirst()
      return {
        memberAreaId: input.memberAreaId,
        memberAreaName: area?.name ?? '',
        email: normaliseEmail(input.email),
        plan: input.plan,
        orderId: input.orderId ?? null,
        joinedAt: at,
      }
    },
  })
}

/**
 * Money arrived: each line of a paid order that sells a member area's paywall product (type 5)
 * starts the buyer's membership of that area, a recurring one bound to the subscription the order
 * began. Called in the transaction that marks the order paid, never before.
 */
export async function grantAreaMemberships(
  trx: Kysely<Database>,
  order: { id: string; websiteId: string; email: string },
  lines: readonly { itemId: string }[],
  now: Date,
): Promise<number> {
  let granted = 0
  for (const line of lines) {
    const area = await withMemberAreaTables(trx)
      .selectFrom('memberAreas')
      .select('id')
      .where('websiteId', '=', order.websiteId)
      .where('itemId', '=', line.itemId)
      .executeTakeFirst()
    if (area === undefined) continue
    const subscription = await trx
      .selectFrom('subscriptions')
      .select('id')
      .where('orderId', '=', order.id)
      .where('itemId', '=', line.itemId)
      .executeTakeFirst()
    await upsertMembership(trx, {
      websiteId: order.websiteId,
      memberAreaId: area.id,
      email: order.email,
      plan: subscription === undefined ? 'one-time' : 'recurring',
      orderId: order.id,
      subscriptionId: subscription?.id ?? null,
      now,
    })
    granted += 1
  }
  return granted
}

/** The member area a paid order started a membership of, if it sold one. */
export async function areaJoinedBy(storage: Storage, orderId: string): Promise<string | undefined> {
  const row = await withMemberAreaTables(storage.db)
    .selectFrom('areaMemberships')
    .select('memberAreaId')
    .where('orderId', '=', orderId)
    .executeTakeFirst()
  return row?.memberAreaId
}
