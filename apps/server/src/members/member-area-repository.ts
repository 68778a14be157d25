import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withMemberAreaTables, type MemberAreaTables } from '../storage/member-area-tables.js'
import { newId } from '../storage/new-id.js'
import type { MemberArea, MemberAreaBilling, MemberAreaPricing } from './member-area.js'
import type { MemberAreaInput } from './member-area-input.js'

type AreaRow = MemberAreaTables['memberAreas']

function toArea(row: Omit<AreaRow, 'isDefault'> & { isDefault: number }): MemberArea {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    description: row.description,
    pricing: row.pricing as MemberAreaPricing,
    priceCents: row.priceCents,
    currency: row.currency,
    billingUnit: row.billingUnit as MemberAreaBilling | null,
    itemId: row.itemId,
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
  }
}

/** The website's member areas, oldest first (the default area, when there is one, leads). */
export async function listMemberAreas(
  db: Kysely<Database>,
  websiteId: string,
): Promise<MemberArea[]> {
  const rows = await withMemberAreaTables(db)
    .selectFrom('memberAreas')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  return rows.map(toArea)
}

export async function findMemberArea(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<MemberArea | undefined> {
  const row = await withMemberAreaTables(db)
    .selectFrom('memberAreas')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : toArea(row)
}

/** The area of a paywall product: the one a paid order of that item joins. */
export async function findMemberAreaByItem(
  db: Kysely<Database>,
  websiteId: string,
  itemId: string,
): Promise<MemberArea | undefined> {
  const row = await withMemberAreaTables(db)
    .selectFrom('memberAreas')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', itemId)
    .executeTakeFirst()
  return row === undefined ? undefined : toArea(row)
}

export async function insertMemberArea(
  db: Kysely<Database>,
  input: MemberAreaInput & {
    /** A fixed id (the demo's area); a new one otherwise. */
    id?: string
    websiteId: string
    currency: string
    itemId: string | null
    isDefault?: boolean
    now: Date
  },
): Promise<MemberArea> {
  const at = input.now.toISOString()
  const row = {
    id: input.id ?? newId(),
    websiteId: input.websiteId,
    name: input.name,
    description: input.description,
    pricing: input.pricing,
    priceCents: input.priceCents,
    currency: input.currency,
    billingUnit: input.billingUnit,
    itemId: input.itemId,
    isDefault: input.isDefault === true ? 1 : 0,
    createdAt: at,
    updatedAt: at,
  }
  await withMemberAreaTables(db).insertInto('memberAreas').values(row).execute()
  return toArea(row)
}

export async function updateMemberArea(
  db: Kysely<Database>,
  area: MemberArea,
  input: MemberAreaInput & { itemId: string | null },
  now: Date,
): Promise<MemberArea> {
  await withMemberAreaTables(db)
    .updateTable('memberAreas')
    .set({
      name: input.name,
      description: input.description,
      pricing: input.pricing,
      priceCents: input.priceCents,
      billingUnit: input.billingUnit,
      itemId: input.itemId,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', area.id)
    .where('websiteId', '=', area.websiteId)
    .execute()
  return { ...area, ...input }
}

/**
 * The area a member-only collection belongs to: the one it names, else the website's default
 * area (the pages made member-only before areas existed), else none (closed to everyone).
 */
export function areaOfCollection(
  collection: { memberOnly: boolean; memberAreaId?: string | undefined },
  areas: readonly MemberArea[],
): MemberArea | undefined {
  if (!collection.memberOnly) return undefined
  const named =
    collection.memberAreaId === undefined
      ? undefined
      : areas.find((area) => area.id === collection.memberAreaId)
  return named ?? areas.find((area) => area.isDefault)
}
