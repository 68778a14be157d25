import { createHmac } from 'node:crypto'
import { cartUnitLimit, planCartMerge } from '@atelier/commerce'
import type { MergeLine } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { appSecret } from '../security/app-secret.js'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { newCartToken } from './add-cart-entry.js'
import type { CartDeps } from './cart-deps.js'
import { hashToken, insertCart, listCartEntries, lockCartByToken } from './cart-queries.js'
import type { CartEntryRow, CartRow } from './cart-queries.js'
import { storeSettingsOf } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'
import { writeTransaction } from '../storage/write-transaction.js'

/**
 * A signed-in site user's cart is one cart row (`site_user_id` set) that every browser they sign
 * in on reaches. Its CART token is derived from the cart's id with a secret of the installation,
 * so the server can hand the same token to each browser without storing it: the table keeps only
 * the token's hash, as for anonymous carts, and every cart call goes on working by token.
 */
function siteUserCartToken(secret: string, cart: { id: string; tokenEpoch: number }): string {
  // Epoch 0 keeps the tokens handed out before epochs existed.
  const input = cart.tokenEpoch === 0 ? cart.id : `${cart.id}:${cart.tokenEpoch}`
  return createHmac('sha256', secret).update(input).digest('base64url')
}

function secretOf(db: Kysely<Database>): Promise<string> {
  return appSecret(db, 'site-user-carts')
}

/** The site user's open shopping cart on this website, locked for the transaction. */
async function lockSiteUserCart(
  db: Kysely<Database>,
  websiteId: string,
  siteUserId: string,
  now: Date,
): Promise<CartRow | undefined> {
  return db
    .updateTable('carts')
    .set({ updatedAt: now.toISOString() })
    .where('websiteId', '=', websiteId)
    .where('siteUserId', '=', siteUserId)
    .where('kind', '=', 'shopping')
    .where('isPurchased', '=', 0)
    .returningAll()
    .executeTakeFirst()
}

/** The CART token of the site user's open cart, or undefined while they have none. */
export async function siteUserCartTokenOf(
  deps: CartDeps,
  site: Site,
  siteUserId: string,
): Promise<string | undefined> {
  const cart = await deps.storage.db
    .selectFrom('carts')
    .select(['id', 'tokenEpoch'])
    .where('websiteId', '=', site.id)
    .where('siteUserId', '=', siteUserId)
    .where('kind', '=', 'shopping')
    .where('isPurchased', '=', 0)
    .executeTakeFirst()
  return cart === undefined ? undefined : siteUserCartToken(await secretOf(deps.storage.db), cart)
}

/**
 * The CART token of the site user's open cart, opening an empty one first when they have none
 * (a signed-in visitor's first add). The partial unique index of migration 0009 lets only one
 * such cart exist: a request that loses the race joins the winner's.
 */
export async function openSiteUserCart(
  deps: CartDeps,
  site: Site,
  siteUserId: string,
): Promise<string> {
  const existing = await siteUserCartTokenOf(deps, site, siteUserId)
  if (existing !== undefined) return existing
  const secret = await secretOf(deps.storage.db)
  const id = newId()
  const at = deps.now().toISOString()
  await deps.storage.db
    .insertInto('carts')
    .values({
      id,
      websiteId: site.id,
      tokenHash: hashToken(siteUserCartToken(secret, { id, tokenEpoch: 0 })),
      kind: 'shopping',
      siteUserId,
      orderId: null,
      isPurchased: 0,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const token = await siteUserCartTokenOf(deps, site, siteUserId)
  if (token === undefined) throw new Error('The site user cart could not be opened')
  return token
}

/**
 * At sign-in the visitor's anonymous cart (the CART cookie's) joins the account: merged into the
 * user's cart when they have one, otherwise it becomes theirs. Returns the token the browser's
 * CART cookie must now hold, or undefined when neither cart exists.
 */
export async function signInCart(
  deps: CartDeps,
  site: Site,
  siteUserId: string,
  anonymousToken: string | undefined,
): Promise<string | undefined> {
  const secret = await secretOf(deps.storage.db)
  const now = deps.now()
  return writeTransaction(deps.storage, async (trx) => {
    const held =
      anonymousToken === undefined
        ? undefined
        : await lockCartByToken(trx, site.id, anonymousToken, 'shopping', now)
    // A cookie naming another account's cart brings nothing over.
    const incoming = held?.siteUserId === null ? held : undefined
    const own = await lockSiteUserCart(trx, site.id, siteUserId, now)
    if (own === undefined) {
      if (incoming === undefined) return undefined
      const token = siteUserCartToken(secret, incoming)
      await trx
        .updateTable('carts')
        .set({ siteUserId, tokenHash: hashToken(token) })
        .where('id', '=', incoming.id)
        .execute()
      return token
    }
    if (incoming !== undefined) await mergeCart(trx, deps, site, own, incoming)
    return siteUserCartToken(secret, own)
  })
}

function mergeLine(entry: CartEntryRow): MergeLine {
  return {
    id: entry.id,
    itemId: entry.itemId,
    sku: entry.variantSku,
    fieldsKey: entry.fieldsHash,
    quantity: entry.quantity,
  }
}

/** Moves the anonymous cart's lines into the user's, within the stock and quantity limits. */
async function mergeCart(
  trx: Kysely<Database>,
  deps: CartDeps,
  site: Site,
  own: CartRow,
  incoming: CartRow,
): Promise<void> {
  const target = await listCartEntries(trx, own.id)
  const lines = await listCartEntries(trx, incoming.id)
  if (lines.length === 0) return
  const products = await loadStoreProducts(
    trx,
    deps.storage.dialect,
    site.id,
    lines.map((line) => line.itemId),
    deps.now(),
  )
  const settings = storeSettingsOf(site)
  const plan = planCartMerge(target.map(mergeLine), lines.map(mergeLine), (itemId, sku) => {
    const stored = products.get(itemId)
    return stored?.visible === true ? cartUnitLimit(stored.product, sku, settings) : 0
  })
  for (const update of plan.updates) {
    await trx
      .updateTable('cartEntries')
      .set({ quantity: update.quantity })
      .where('id', '=', update.id)
      .execute()
  }
  let position = target.reduce((max, row) => Math.max(max, row.position + 1), 0)
  for (const move of plan.moves) {
    await trx
      .updateTable('cartEntries')
      .set({ cartId: own.id, quantity: move.quantity, position: position++ })
      .where('id', '=', move.id)
      .execute()
  }
  // What did not move (merged or no longer fitting) goes; the emptied cart stays, unreachable.
  await trx.deleteFrom('cartEntries').where('cartId', '=', incoming.id).execute()
}

/**
 * At sign-out with `cloneCart`, the visitor keeps a copy of the account's cart as a new anonymous
 * cart; returns its token (undefined when the account has no cart or an empty one).
 */
export async function cloneSiteUserCart(
  deps: CartDeps,
  site: Site,
  siteUserId: string,
): Promise<string | undefined> {
  const now = deps.now()
  return writeTransaction(deps.storage, async (trx) => {
    const own = await lockSiteUserCart(trx, site.id, siteUserId, now)
    const lines = own === undefined ? [] : await listCartEntries(trx, own.id)
    if (lines.length === 0) return undefined
    const token = newCartToken()
    const copy = await insertCart(trx, {
      id: newId(),
      websiteId: site.id,
      token,
      kind: 'shopping',
      now,
    })
    for (const line of lines) {
      await trx
        .insertInto('cartEntries')
        .values({ ...line, id: newId(), cartId: copy.id, createdAt: now.toISOString() })
        .execute()
    }
    return token
  })
}

/**
 * At sign-out the account's cart gets a new CART token (the next epoch), so the value the browser
 * held stops opening it; browsers still signed in are handed the new one on their next cart call.
 */
export async function rotateSiteUserCartToken(
  deps: CartDeps,
  site: Site,
  siteUserId: string,
): Promise<void> {
  const db = deps.storage.db
  const cart = await db
    .selectFrom('carts')
    .select(['id', 'tokenEpoch'])
    .where('websiteId', '=', site.id)
    .where('siteUserId', '=', siteUserId)
    .where('kind', '=', 'shopping')
    .where('isPurchased', '=', 0)
    .executeTakeFirst()
  if (cart === undefined) return
  const next = { id: cart.id, tokenEpoch: cart.tokenEpoch + 1 }
  await db
    .updateTable('carts')
    .set({
      tokenEpoch: next.tokenEpoch,
      tokenHash: hashToken(siteUserCartToken(await secretOf(db), next)),
    })
    .where('id', '=', cart.id)
    .where('tokenEpoch', '=', cart.tokenEpoch)
    .execute()
}
