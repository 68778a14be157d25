import { membershipStanding, type MembershipPlan, type MembershipStatus } from '@atelier/commerce'
import { subscriptionStateOf } from '../../orders/subscriptions/subscription-state.js'
import { withMemberAreaTables } from '../../storage/member-area-tables.js'
import type { Storage } from '../../storage/open-storage.js'

/**
 * One membership of a customer as the owner's Customers shows it: the area, the plan, and where
 * it stands by the access rule (active, ending — cancelled, open to the end of the paid period —,
 * past-due, ended).
 */
export interface CustomerMembership {
  areaId: string
  areaName: string
  plan: MembershipPlan
  status: 'active' | 'ending' | 'past-due' | 'ended'
  joinedAt: string
}

/** The memberships of each email (normalised), newest first, one pass for a page of customers. */
export async function membershipsByEmail(
  storage: Storage,
  websiteId: string,
  emails: readonly string[],
  now: Date,
): Promise<Map<string, CustomerMembership[]>> {
  const byEmail = new Map<string, CustomerMembership[]>()
  if (emails.length === 0) return byEmail
  const rows = await withMemberAreaTables(storage.db)
    .selectFrom('areaMemberships as m')
    .innerJoin('memberAreas as a', 'a.id', 'm.memberAreaId')
    .select(['m.email', 'm.memberAreaId', 'a.name', 'm.plan', 'm.status', 'm.joinedAt'])
    .select('m.subscriptionId')
    .where('m.websiteId', '=', websiteId)
    .where('m.email', 'in', [...emails])
    .orderBy('m.joinedAt', 'desc')
    .orderBy('m.id')
    .execute()
  const ids = rows.flatMap((row) => (row.subscriptionId === null ? [] : [row.subscriptionId]))
  const subscriptions =
    ids.length === 0
      ? []
      : await storage.db.selectFrom('subscriptions').selectAll().where('id', 'in', ids).execute()
  const states = new Map(
    subscriptions.map((row) => [row.id, subscriptionStateOf(row, storage.dialect)]),
  )
  for (const row of rows) {
    const standing = membershipStanding(
      {
        memberAreaId: row.memberAreaId,
        plan: row.plan as MembershipPlan,
        status: row.status as MembershipStatus,
        subscription: row.subscriptionId === null ? null : (states.get(row.subscriptionId) ?? null),
      },
      now,
    )
    const list = byEmail.get(row.email) ?? []
    list.push({
      areaId: row.memberAreaId,
      areaName: row.name,
      plan: row.plan as MembershipPlan,
      status: standing.kind,
      joinedAt: row.joinedAt,
    })
    byEmail.set(row.email, list)
  }
  return byEmail
}

/** The CSV cell: "The Studio Club (active); Open Studio (ended)". */
export function membershipsCell(memberships: readonly CustomerMembership[] | undefined): string {
  return (memberships ?? []).map((m) => `${m.areaName} (${m.status})`).join('; ')
}
