import { ProductType } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { newId } from '../storage/new-id.js'
import type { MemberArea } from './member-area.js'

/**
 * The paywall product (SPEC §3 product type 5) a paid area's checkout sells: one unlimited
 * variant at the area's price, subscribable monthly or yearly for a recurring plan. It is kept
 * under one of the area's own pages (a page lists no items), so it is never shown in a store; the
 * area names it by `itemId`. Made when first needed; a changed price makes a new one, and orders
 * already placed keep theirs.
 */
export async function ensurePaywallProduct(
  db: Kysely<Database>,
  dialect: Dialect,
  area: MemberArea,
  collectionId: string,
  now: Date,
): Promise<string> {
  if (area.itemId !== null) {
    const exists = await db
      .selectFrom('items')
      .select('id')
      .where('id', '=', area.itemId)
      .where('websiteId', '=', area.websiteId)
      .executeTakeFirst()
    if (exists !== undefined) return area.itemId
  }
  const id = newId()
  const at = now.toISOString()
  const recurring = area.pricing === 'recurring'
  const document = {
    schemaVersion: 1,
    id,
    websiteId: area.websiteId,
    collectionId,
    urlId: `membership-${id}`,
    title: area.name,
    status: 'published',
    structuredContent: {
      productType: ProductType.paywall,
      ...(recurring
        ? {
            isSubscribable: true,
            subscriptionPlan: {
              billingPeriod: { value: 1, unit: area.billingUnit ?? 'MONTH' },
              numBillingCycles: 0,
            },
          }
        : {}),
    },
  }
  await db
    .insertInto('items')
    .values({
      id,
      websiteId: area.websiteId,
      collectionId,
      urlId: document.urlId,
      title: area.name,
      status: 'published',
      publishOn: null,
      tags: dialect.encodeJson([]),
      categories: dialect.encodeJson([]),
      document: dialect.encodeJson(document),
      position: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  await db
    .insertInto('productVariants')
    .values({
      id: newId(),
      websiteId: area.websiteId,
      itemId: id,
      sku: `MEMBER-${id}`.slice(0, 64),
      priceCents: area.priceCents,
      salePriceCents: 0,
      onSale: 0,
      qtyInStock: 0,
      unlimited: 1,
      attributes: dialect.encodeJson({}),
      weightGrams: null,
      document: dialect.encodeJson({}),
      position: 0,
    })
    .execute()
  await withMemberAreaTables(db)
    .updateTable('memberAreas')
    .set({ itemId: id, updatedAt: at })
    .where('id', '=', area.id)
    .execute()
  return id
}
