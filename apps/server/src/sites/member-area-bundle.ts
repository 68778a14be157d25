import { normaliseEmail } from '@atelier/schema'
import type { BundleMemberArea, SiteBundle } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import type { Storage } from '../storage/open-storage.js'

/** Plans whose memberships travel: none of them hangs on a subscription that could bill twice. */
const portablePlans = ['free', 'one-time', 'comp'] as const
type PortablePlan = (typeof portablePlans)[number]

/**
 * The site's member areas for a bundle, oldest first, with their members when personal data goes
 * along (`includeMembers`): free, complimentary and one-time memberships, with their status and
 * join date. Recurring memberships stay behind with the subscription that bills them.
 */
export async function readMemberAreas(
  storage: Storage,
  websiteId: string,
  includeMembers: boolean,
): Promise<BundleMemberArea[]> {
  const db = withMemberAreaTables(storage.db)
  const [areas, members] = await Promise.all([
    db
      .selectFrom('memberAreas')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    includeMembers
      ? db
          .selectFrom('areaMemberships')
          .select(['id', 'memberAreaId', 'email', 'plan', 'status', 'joinedAt'])
          .where('websiteId', '=', websiteId)
          .where('plan', 'in', [...portablePlans])
          .orderBy('joinedAt')
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
  ])
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    description: area.description,
    pricing: area.pricing as BundleMemberArea['pricing'],
    priceCents: area.priceCents,
    currency: area.currency,
    billingUnit: area.billingUnit as BundleMemberArea['billingUnit'],
    itemId: area.itemId,
    isDefault: area.isDefault === 1,
    createdAt: area.createdAt,
    members: members
      .filter((member) => member.memberAreaId === area.id)
      .map(({ memberAreaId: _area, ...member }) => ({
        ...member,
        plan: member.plan as PortablePlan,
        status: member.status as BundleMemberArea['members'][number]['status'],
      })),
  }))
}

/** Writes a bundle's member areas and members, ids and times kept, in the import's transaction. */
export async function writeMemberAreas(
  trx: Kysely<Database>,
  storage: Pick<Storage, 'dialect'>,
  bundle: SiteBundle,
): Promise<void> {
  await storePaywallItemsBare(trx, storage, bundle)
  const websiteId = bundle.website.id
  const db = withMemberAreaTables(trx)
  for (const { members, isDefault, ...area } of bundle.memberAreas) {
    await db
      .insertInto('memberAreas')
      .values({
        ...area,
        websiteId,
        isDefault: isDefault ? 1 : 0,
        updatedAt: area.createdAt,
      })
      .execute()
    for (const member of members) {
      await db
        .insertInto('areaMemberships')
        .values({
          ...member,
          websiteId,
          memberAreaId: area.id,
          email: normaliseEmail(member.email),
          orderId: null,
          subscriptionId: null,
          updatedAt: member.joinedAt,
        })
        .execute()
    }
  }
}

/**
 * Paywall products (type 5) are stored without a record type, so the site's search, sitemap and
 * cart cards never list them; a bundle carries every item as a valid record, so they go out as
 * store items (11) and `writeMemberAreas`'s caller stores them back as the member code keeps them.
 */
export function paywallItemsAsStoreItems<T extends { id: string }>(
  items: T[],
  memberAreas: readonly { itemId: string | null }[],
): T[] {
  const paywall = new Set(
    memberAreas.flatMap((area) => (area.itemId === null ? [] : [area.itemId])),
  )
  return items.map((item) =>
    paywall.has(item.id) && !('recordType' in item) ? { ...item, recordType: 11 } : item,
  )
}

/** After an import: the paywall products lose the record type the bundle gave them. */
export async function storePaywallItemsBare(
  trx: Kysely<Database>,
  storage: Pick<Storage, 'dialect'>,
  bundle: SiteBundle,
): Promise<void> {
  for (const area of bundle.memberAreas) {
    if (area.itemId === null) continue
    const row = await trx
      .selectFrom('items')
      .select('document')
      .where('id', '=', area.itemId)
      .where('websiteId', '=', bundle.website.id)
      .executeTakeFirst()
    if (row === undefined) continue
    const { recordType: _stored, ...document } = storage.dialect.decodeJson<{
      recordType?: number
    }>(row.document)
    await trx
      .updateTable('items')
      .set({ document: storage.dialect.encodeJson(document) })
      .where('id', '=', area.itemId)
      .where('websiteId', '=', bundle.website.id)
      .execute()
  }
}
