import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { CartEntriesTable, CartsTable } from '../storage/tables/cart-tables.js'

export type CartRow = Selectable<CartsTable>
export type CartEntryRow = Selectable<CartEntriesTable>
/** The CART cookie's cart, or a one-item cart opened for a subscription or a gift card. */
export type CartKind = 'shopping' | OneItemCartKind
export type OneItemCartKind = 'subscription' | 'gift-card' | 'paywall'

/** Carts are found by a hash of the visitor's secret, so the table never holds a usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Lines with the same item and variant merge only when their extra-form answers are identical. */
export function fieldsHash(additionalFields: string | null): string {
  return additionalFields === null
    ? ''
    : createHash('sha256').update(additionalFields).digest('hex')
}

/** The open (not purchased) cart of this kind that the token opens on this website. */
export async function findCartByToken(
  db: Kysely<Database>,
  websiteId: string,
  token: string,
  kind: CartKind,
): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .where('websiteId', '=', websiteId)
    .where('kind', '=', kind)
    .where('isPurchased', '=', 0)
    .executeTakeFirst()
}

/**
 * Which kind of one-item cart a `cartToken` opens on this website, purchased or not (a replayed
 * order names its purchased cart); a subscription when the token opens none, which the checkout
 * then answers as an empty cart.
 */
export async function oneItemCartKind(
  db: Kysely<Database>,
  websiteId: string,
  token: string,
): Promise<OneItemCartKind> {
  const row = await db
    .selectFrom('carts')
    .select('kind')
    .where('tokenHash', '=', hashToken(token))
    .where('websiteId', '=', websiteId)
    .where('kind', 'in', ['subscription', 'gift-card', 'paywall'])
    .executeTakeFirst()
  return row?.kind === 'gift-card' || row?.kind === 'paywall' ? row.kind : 'subscription'
}

type NewCart = { id: string; websiteId: string; token: string; kind: CartKind; now: Date }

/** The row of a cart just opened: empty, anonymous, stored by the hash of its token. */
function newCartRow(cart: NewCart): CartRow {
  const at = cart.now.toISOString()
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    tokenHash: hashToken(cart.token),
    kind: cart.kind,
    siteUserId: null,
    orderId: null,
    isPurchased: 0,
    createdAt: at,
    updatedAt: at,
    tokenEpoch: 0,
  }
}

export async function insertCart(db: Kysely<Database>, cart: NewCart): Promise<CartRow> {
  const row = newCartRow(cart)
  await db.insertInto('carts').values(row).execute()
  return row
}

/**
 * Opens the cart unless a cart with this token already exists (insert-or-get on the unique token
 * hash): undefined means another request opened it first, and the caller joins that cart.
 */
export async function insertCartIfAbsent(
  db: Kysely<Database>,
  cart: NewCart,
): Promise<CartRow | undefined> {
  return db
    .insertInto('carts')
    .values(newCartRow(cart))
    .onConflict((conflict) => conflict.column('tokenHash').doNothing())
    .returningAll()
    .executeTakeFirst()
}

/**
 * The open cart the token opens, locked for the rest of the transaction: the first statement of
 * every cart write touches the cart row, so on PostgreSQL two requests changing one cart run one
 * after the other and each sees the other's lines. (SQLite runs one write transaction at a time.)
 */
export async function lockCartByToken(
  db: Kysely<Database>,
  websiteId: string,
  token: string,
  kind: CartKind,
  now: Date,
): Promise<CartRow | undefined> {
  return db
    .updateTable('carts')
    .set({ updatedAt: now.toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .where('websiteId', '=', websiteId)
    .where('kind', '=', kind)
    .where('isPurchased', '=', 0)
    .returningAll()
    .executeTakeFirst()
}

export async function listCartEntries(
  db: Kysely<Database>,
  cartId: string,
): Promise<CartEntryRow[]> {
  return db
    .selectFrom('cartEntries')
    .selectAll()
    .where('cartId', '=', cartId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute()
}

export interface NewEntryRow {
  id: string
  cartId: string
  itemId: string
  sku: string
  quantity: number
  additionalFields: string | null
  position: number
  now: Date
}

/** Inserts the line, or adds the quantity to the line with the same item, sku and answers. */
export async function insertOrIncrementEntry(
  db: Kysely<Database>,
  entry: NewEntryRow,
): Promise<void> {
  await db
    .insertInto('cartEntries')
    .values({
      id: entry.id,
      cartId: entry.cartId,
      itemId: entry.itemId,
      variantSku: entry.sku,
      quantity: entry.quantity,
      additionalFields: entry.additionalFields,
      fieldsHash: fieldsHash(entry.additionalFields),
      position: entry.position,
      createdAt: entry.now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['cartId', 'itemId', 'variantSku', 'fieldsHash']).doUpdateSet((eb) => ({
        quantity: eb('cartEntries.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute()
}

export async function setEntryQuantity(
  db: Kysely<Database>,
  entryId: string,
  quantity: number,
): Promise<void> {
  await db.updateTable('cartEntries').set({ quantity }).where('id', '=', entryId).execute()
}

export async function setEntryFields(
  db: Kysely<Database>,
  entryId: string,
  additionalFields: string | null,
): Promise<void> {
  await db
    .updateTable('cartEntries')
    .set({ additionalFields, fieldsHash: fieldsHash(additionalFields) })
    .where('id', '=', entryId)
    .execute()
}

export async function deleteEntry(db: Kysely<Database>, entryId: string): Promise<void> {
  await db.deleteFrom('cartEntries').where('id', '=', entryId).execute()
}
