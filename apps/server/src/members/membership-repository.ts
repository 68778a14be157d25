import type { MembershipFacts, MembershipPlan, MembershipStatus } from '@atelier/commerce'
export { upsertMembership } from '../orders/area-memberships.js'
import { normaliseEmail } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { subscriptionStateOf } from '../orders/subscriptions/subscription-state.js'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import type { AreaMembership } from './member-area.js'

/** Every membership of an area with its subscription's status, newest first (the owner's list). */
export async function listAreaMemberships(
  db: Kysely<Database>,
  websiteId: string,
  memberAreaId: string,
): Promise<AreaMembership[]> {
  const rows = await withMemberAreaTables(db)
    .selectFrom('areaMemberships as m')
    .leftJoin('subscriptions as s', 's.id', 'm.subscriptionId')
    .select([
      'm.id',
      'm.memberAreaId',
      'm.email',
      'm.plan',
      'm.status',
      'm.joinedAt',
      'm.orderId',
      'm.subscriptionId',
      's.status as subscriptionStatus',
    ])
    .where('m.websiteId', '=', websiteId)
    .where('m.memberAreaId', '=', memberAreaId)
    .orderBy('m.joinedAt', 'desc')
    .orderBy('m.id')
    .execute()
  return rows.map((row) => ({
    ...row,
    plan: row.plan as MembershipPlan,
    status: row.status as MembershipStatus,
    subscriptionStatus: row.subscriptionStatus ?? null,
  }))
}

/** What the access rule needs to know about one customer's memberships on the website. */
export async function membershipFactsOf(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  email: string,
): Promise<MembershipFacts[]> {
  const memberships = await withMemberAreaTables(db)
    .selectFrom('areaMemberships')
    .select(['memberAreaId', 'plan', 'status', 'subscriptionId'])
    .where('websiteId', '=', websiteId)
    .where('email', '=', normaliseEmail(email))
    .execute()
  const ids = memberships.flatMap((row) =>
    row.subscriptionId === null ? [] : [row.subscriptionId],
  )
  const subscriptions =
    ids.length === 0
      ? []
      : await db.selectFrom('subscriptions').selectAll().where('id', 'in', ids).execute()
  const byId = new Map(subscriptions.map((row) => [row.id, subscriptionStateOf(row, dialect)]))
  return memberships.map((row) => ({
    memberAreaId: row.memberAreaId,
    plan: row.plan as MembershipPlan,
    status: row.status as MembershipStatus,
    subscription: row.subscriptionId === null ? null : (byId.get(row.subscriptionId) ?? null),
  }))
}

/** Ends a membership (the owner removes it): the row stays, with its history, as removed. */
export async function removeMembership(
  db: Kysely<Database>,
  websiteId: string,
  memberAreaId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await withMemberAreaTables(db)
    .updateTable('areaMemberships')
    .set({ status: 'removed', updatedAt: now.toISOString() })
    .where('websiteId', '=', websiteId)
    .where('memberAreaId', '=', memberAreaId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
