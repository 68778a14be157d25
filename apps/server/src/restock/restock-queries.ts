import type { Kysely } from 'kysely'
import { decodeCursor, pageOf } from '../http/page-cursor.js'
import type { Page } from '../http/page-cursor.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'

export interface RestockVariant {
  itemId: string
  variantId: string
  sku: string
  productTitle: string
  /** Site path of the product page. */
  productPath: string
  attributes: unknown
  qtyInStock: number
  unlimited: boolean
}

/** A variant of a product item of this site, by the ids the product page knows. */
export async function findRestockVariant(
  db: Kysely<Database>,
  websiteId: string,
  match: { itemId: string; variantId: string } | { variantId: string },
): Promise<RestockVariant | undefined> {
  let query = db
    .selectFrom('productVariants')
    .innerJoin('items', 'items.id', 'productVariants.itemId')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .select([
      'productVariants.itemId',
      'productVariants.id as variantId',
      'productVariants.sku',
      'productVariants.attributes',
      'productVariants.qtyInStock',
      'productVariants.unlimited',
      'items.title',
      'items.urlId as itemUrlId',
      'collections.urlId as collectionUrlId',
    ])
    .where('productVariants.websiteId', '=', websiteId)
    .where('productVariants.id', '=', match.variantId)
  if ('itemId' in match) query = query.where('productVariants.itemId', '=', match.itemId)
  const row = await query.executeTakeFirst()
  if (row === undefined) return undefined
  return {
    itemId: row.itemId,
    variantId: row.variantId,
    sku: row.sku,
    productTitle: row.title,
    productPath: `/${row.collectionUrlId}/${row.itemUrlId}`,
    attributes: row.attributes,
    qtyInStock: row.qtyInStock,
    unlimited: row.unlimited === 1,
  }
}

/** The product type code of an item (SPEC §3), or undefined when it is no product. */
/** A product's type and its own restock settings (SPEC §3 productMerchandisingContext). */
export async function findRestockProduct(
  storage: Pick<Storage, 'db' | 'dialect'>,
  websiteId: string,
  itemId: string,
): Promise<{ productType: number | undefined; own: Record<string, unknown> } | undefined> {
  const row = await storage.db
    .selectFrom('items')
    .select('document')
    .where('websiteId', '=', websiteId)
    .where('id', '=', itemId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const document = storage.dialect.decodeJson<{
    structuredContent?: Record<string, unknown>
  } | null>(row.document)
  const content = document?.structuredContent ?? {}
  const code = content.productType
  return { productType: typeof code === 'number' ? code : undefined, own: content }
}

/**
 * One sign-up per email and variant: a repeat meets the existing row. A sign-up that was already
 * notified waits again, for the next time the variant comes back.
 */
export async function upsertSignup(
  db: Kysely<Database>,
  input: {
    websiteId: string
    itemId: string
    variantId: string
    email: string
    joinMailingList: boolean
    now: Date
  },
): Promise<void> {
  await db
    .insertInto('restockSignups')
    .values({
      id: newId(),
      websiteId: input.websiteId,
      itemId: input.itemId,
      variantId: input.variantId,
      email: input.email,
      joinMailingList: input.joinMailingList ? 1 : 0,
      status: 'waiting',
      createdAt: input.now.toISOString(),
      notifiedAt: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['websiteId', 'variantId', 'email'])
        .doUpdateSet({ status: 'waiting', notifiedAt: null })
        .where('restockSignups.status', '=', 'notified'),
    )
    .execute()
}

export interface SignupGroup {
  productId: string
  variantId: string
  waitingCount: number
  notifiedCount: number
}

/** Sign-ups counted per product variant, ordered by product then variant. */
export async function listSignupGroups(
  db: Kysely<Database>,
  websiteId: string,
  cursor: string | undefined,
  pageSize: number,
): Promise<Page<SignupGroup>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, 2)
  let query = db
    .selectFrom('restockSignups')
    .select((eb) => [
      'itemId',
      'variantId',
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'waiting').then(1).else(0).end())
        .as('waiting'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'notified').then(1).else(0).end())
        .as('notified'),
    ])
    .where('websiteId', '=', websiteId)
  if (after !== undefined) {
    const [itemId, variantId] = after as [string, string]
    query = query.where((eb) =>
      eb.or([
        eb('itemId', '>', itemId),
        eb.and([eb('itemId', '=', itemId), eb('variantId', '>', variantId)]),
      ]),
    )
  }
  const rows = await query
    .groupBy(['itemId', 'variantId'])
    .orderBy('itemId')
    .orderBy('variantId')
    .limit(pageSize + 1)
    .execute()
  const groups = rows.map((row) => ({
    productId: row.itemId,
    variantId: row.variantId,
    waitingCount: Number(row.waiting),
    notifiedCount: Number(row.notified),
  }))
  return pageOf(groups, pageSize, (group) => [group.productId, group.variantId])
}

export interface SignupView {
  id: string
  email: string
  isJoinMailingList: boolean
  status: string
  createdAt: string
  notifiedAt: string | null
}

export async function listSignups(
  db: Kysely<Database>,
  input: {
    websiteId: string
    itemId: string
    variantId: string
    cursor?: string | undefined
    pageSize: number
  },
): Promise<Page<SignupView>> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2)
  let query = db
    .selectFrom('restockSignups')
    .select(['id', 'email', 'joinMailingList', 'status', 'createdAt', 'notifiedAt'])
    .where('websiteId', '=', input.websiteId)
    .where('itemId', '=', input.itemId)
    .where('variantId', '=', input.variantId)
  if (after !== undefined) {
    const [createdAt, id] = after as [string, string]
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '>', createdAt),
        eb.and([eb('createdAt', '=', createdAt), eb('id', '>', id)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('createdAt')
    .orderBy('id')
    .limit(input.pageSize + 1)
    .execute()
  const signUps = rows.map(({ joinMailingList, ...row }) => ({
    ...row,
    isJoinMailingList: joinMailingList === 1,
  }))
  return pageOf(signUps, input.pageSize, (row) => [row.createdAt, row.id])
}

export async function waitingSignups(
  db: Kysely<Database>,
  websiteId: string,
  variantId: string,
): Promise<{ id: string; email: string }[]> {
  return db
    .selectFrom('restockSignups')
    .select(['id', 'email'])
    .where('websiteId', '=', websiteId)
    .where('variantId', '=', variantId)
    .where('status', '=', 'waiting')
    .orderBy('createdAt')
    .execute()
}

/** Moves one sign-up from waiting to notified; false when someone else already did. */
export async function markNotified(
  db: Kysely<Database>,
  signupId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('restockSignups')
    .set({ status: 'notified', notifiedAt: now.toISOString() })
    .where('id', '=', signupId)
    .where('status', '=', 'waiting')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
