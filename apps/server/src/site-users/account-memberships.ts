import {
  membershipStanding,
  subscriptionReducer,
  type MembershipPlan,
  type MembershipStanding,
  type MembershipStatus,
} from '@atelier/commerce'
import { isPubliclyVisible, type Collection, type Website } from '@atelier/schema'
import { failure, type Failure } from '../errors/failure.js'
import type { MemberArea } from '../members/member-area.js'
import { areaOfCollection, listMemberAreas } from '../members/member-area-repository.js'
import { priceTextOf } from '../members/member-pages.js'
import {
  subscriptionColumnsOf,
  subscriptionStateOf,
} from '../orders/subscriptions/subscription-state.js'
import { lockRows } from '../storage/lock-rows.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { accountSectionStrings as strings } from './account-sections-strings.js'
import type { SignedInAccount } from './signed-in-account.js'

/** One of the signed-in customer's memberships, as /account shows it. */
export interface AccountMembership {
  id: string
  areaId: string
  areaName: string
  plan: MembershipPlan
  /** "$8.00 per month", "Free", "Complimentary". */
  planText: string
  joinedAt: string
  standing: MembershipStanding
  /** The area's first page, while the membership opens it. */
  contentPath: string | null
}

type Viewer = Pick<SignedInAccount, 'websiteId' | 'email'>

/** The customer's membership rows with their subscriptions (as the access rule reads them). */
async function membershipRows(storage: Storage, viewer: Viewer) {
  const rows = await withMemberAreaTables(storage.db)
    .selectFrom('areaMemberships')
    .select(['id', 'memberAreaId', 'plan', 'status', 'joinedAt', 'subscriptionId'])
    .where('websiteId', '=', viewer.websiteId)
    .where('email', '=', viewer.email)
    .orderBy('joinedAt', 'desc')
    .orderBy('id')
    .execute()
  const ids = rows.flatMap((row) => (row.subscriptionId === null ? [] : [row.subscriptionId]))
  const subscriptions =
    ids.length === 0
      ? []
      : await storage.db.selectFrom('subscriptions').selectAll().where('id', 'in', ids).execute()
  const byId = new Map(
    subscriptions.map((row) => [row.id, subscriptionStateOf(row, storage.dialect)]),
  )
  return rows.map((row) => ({
    id: row.id,
    joinedAt: row.joinedAt,
    facts: {
      memberAreaId: row.memberAreaId,
      plan: row.plan as MembershipPlan,
      status: row.status as MembershipStatus,
      subscription: row.subscriptionId === null ? null : (byId.get(row.subscriptionId) ?? null),
    },
  }))
}

/** The first published page each area holds (its way in), in the site's page order. */
async function areaEntrances(
  storage: Storage,
  websiteId: string,
  areas: readonly MemberArea[],
  now: Date,
): Promise<Map<string, string>> {
  const rows = await storage.db
    .selectFrom('collections')
    .select(['urlId', 'settings'])
    .where('websiteId', '=', websiteId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const entrances = new Map<string, string>()
  for (const row of rows) {
    const collection = storage.dialect.decodeJson<Collection>(row.settings)
    if (!isPubliclyVisible(collection, now)) continue
    const area = areaOfCollection(collection, areas)
    if (area !== undefined && !entrances.has(area.id)) entrances.set(area.id, `/${row.urlId}`)
  }
  return entrances
}

/** The customer's memberships on this website, newest first, each with where it stands. */
export async function listAccountMemberships(
  storage: Storage,
  website: Pick<Website, 'locale' | 'settings'>,
  viewer: Viewer,
  now: Date,
): Promise<AccountMembership[]> {
  const rows = await membershipRows(storage, viewer)
  if (rows.length === 0) return []
  const areas = await listMemberAreas(storage.db, viewer.websiteId)
  const entrances = await areaEntrances(storage, viewer.websiteId, areas, now)
  return rows.flatMap((row) => {
    const area = areas.find((candidate) => candidate.id === row.facts.memberAreaId)
    if (area === undefined) return []
    const standing = membershipStanding(row.facts, now)
    const open = standing.kind === 'active' || standing.kind === 'ending'
    const planText =
      row.facts.plan === 'comp'
        ? strings.planComp
        : row.facts.plan === 'free'
          ? strings.planFree
          : priceTextOf(area, website)
    return [
      {
        id: row.id,
        areaId: area.id,
        areaName: area.name,
        plan: row.facts.plan,
        planText,
        joinedAt: row.joinedAt,
        standing,
        contentPath: open ? (entrances.get(area.id) ?? null) : null,
      },
    ]
  })
}

export type CancelMembershipResult =
  { ok: true; standing: MembershipStanding } | Failure<'not-found' | 'invalid-transition'>

/**
 * The member cancels their paid recurring membership: its subscription is cancelled (nothing more
 * is charged) and the membership marked cancelled; the access rule keeps it open until the end
 * of the period paid for. Another customer's membership is not found, as if it did not exist.
 */
export async function cancelAccountMembership(
  storage: Storage,
  viewer: Viewer,
  membershipId: string,
  now: Date,
): Promise<CancelMembershipResult> {
  const result = await writeTransaction(storage, async (trx) => {
    const membership = await lockRows(
      withMemberAreaTables(trx)
        .selectFrom('areaMemberships')
        .selectAll()
        .where('id', '=', membershipId)
        .where('websiteId', '=', viewer.websiteId)
        .where('email', '=', viewer.email),
      storage.dialect.name,
    ).executeTakeFirst()
    if (membership === undefined) return failure('not-found', strings.membershipNotFound)
    const row =
      membership.subscriptionId === null
        ? undefined
        : await lockRows(
            trx.selectFrom('subscriptions').selectAll().where('id', '=', membership.subscriptionId),
            storage.dialect.name,
          ).executeTakeFirst()
    const facts = {
      memberAreaId: membership.memberAreaId,
      plan: membership.plan as MembershipPlan,
      status: membership.status as MembershipStatus,
      subscription: row === undefined ? null : subscriptionStateOf(row, storage.dialect),
    }
    const standing = membershipStanding(facts, now)
    const cancellable = 'cancellable' in standing && standing.cancellable
    if (!cancellable || row === undefined || facts.subscription === null) {
      return failure('invalid-transition', strings.notCancellable)
    }
    // The subscription's own rule, as the order status page's cancel applies it.
    const next = subscriptionReducer(facts.subscription, { type: 'cancel', at: now })
    if (!next.ok) return failure('invalid-transition', strings.notCancellable)
    await trx
      .updateTable('subscriptions')
      .set(subscriptionColumnsOf(next.state, now))
      .where('id', '=', row.id)
      .execute()
    await withMemberAreaTables(trx)
      .updateTable('areaMemberships')
      .set({ status: 'cancelled', updatedAt: now.toISOString() })
      .where('id', '=', membership.id)
      .execute()
    return {
      ok: true as const,
      standing: membershipStanding(
        { ...facts, status: 'cancelled', subscription: next.state },
        now,
      ),
    }
  })
  return result
}
