import { validateAddToCart } from '@atelier/commerce'
import type { CartEntry, ShoppingCart } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'
import { lineRef } from './add-cart-entry.js'
import { withUnitsLeft } from './units-left.js'
import type { CartDeps } from './cart-deps.js'
import type { CartFailure } from './cart-failure.js'
import {
  deleteEntry,
  fieldsHash,
  listCartEntries,
  lockCartByToken,
  setEntryFields,
  setEntryQuantity,
} from './cart-queries.js'
import type { CartEntryRow, CartRow } from './cart-queries.js'
import { cartApiStrings } from './cart-strings.js'
import { storeSettingsOf } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'
import { cartViewOf } from './read-cart.js'
import { validateAdditionalFields } from './validate-additional-fields.js'
import { writeTransaction } from '../storage/write-transaction.js'

export type CartChange = { ok: true; cart: ShoppingCart } | CartFailure
export type FieldsChange = { ok: true; cart: ShoppingCart; updatedEntry: CartEntry } | CartFailure

const entryNotFound = {
  ok: false,
  code: 'entry-not-found',
  message: cartApiStrings.entryNotFound,
} as const

interface Located {
  cart: CartRow
  entry: CartEntryRow
  others: CartEntryRow[]
}

/** The visitor's cart (locked) and the line `entryId` in it; nothing for a line of another cart. */
async function locateEntry(
  db: Kysely<Database>,
  site: Site,
  token: string | undefined,
  entryId: string,
  now: Date,
): Promise<Located | undefined> {
  if (token === undefined) return undefined
  const cart = await lockCartByToken(db, site.id, token, 'shopping', now)
  if (cart === undefined) return undefined
  const entries = await listCartEntries(db, cart.id)
  const entry = entries.find((candidate) => candidate.id === entryId)
  if (entry === undefined) return undefined
  return { cart, entry, others: entries.filter((candidate) => candidate !== entry) }
}

function isZero(quantity: unknown): boolean {
  return quantity === 0 || (typeof quantity === 'string' && quantity.trim() === '0')
}

/** Sets a line's quantity; 0 removes it. The add rules (range, services, stock) apply. */
export async function changeEntryQuantity(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
  entryId: string,
  quantity: unknown,
): Promise<CartChange> {
  const now = deps.now()
  return writeTransaction(deps.storage, async (trx): Promise<CartChange> => {
    const located = await locateEntry(trx, site, token, entryId, now)
    if (located === undefined) return entryNotFound
    const { cart, entry, others } = located
    if (isZero(quantity)) {
      await deleteEntry(trx, entry.id)
      return { ok: true, cart: await cartViewOf(deps, trx, site, cart) }
    }
    const products = await loadStoreProducts(
      trx,
      deps.storage.dialect,
      site.id,
      [entry.itemId],
      now,
    )
    const stored = products.get(entry.itemId)
    if (stored === undefined) {
      return { ok: false, code: 'item-not-found', message: cartApiStrings.itemNotFound }
    }
    // The line's own units are being replaced, so only the other lines count as already in the cart.
    const rules = validateAddToCart({
      itemId: entry.itemId,
      product: stored.product,
      quantity,
      sku: entry.variantSku,
      cartEntries: others.map(lineRef),
      storeSettings: storeSettingsOf(site),
    })
    if (!rules.ok) {
      // A shopper raising a quantity needs the number that fits, not only a refusal.
      const message =
        rules.code === 'out-of-stock'
          ? withUnitsLeft(
              rules.message,
              stored.product,
              entry.itemId,
              entry.variantSku,
              others.map(lineRef),
            )
          : rules.message
      return { ok: false, code: 'cart-refused', message }
    }
    await setEntryQuantity(trx, entry.id, rules.quantity)
    return { ok: true, cart: await cartViewOf(deps, trx, site, cart) }
  })
}

export async function removeEntry(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
  entryId: string,
): Promise<CartChange> {
  return changeEntryQuantity(deps, site, token, entryId, 0)
}

export interface FieldsInput {
  itemId: string
  sku?: string | null
  additionalFields?: string | null
}

/**
 * Replaces a line's extra-form answers after checking them against the product's form. When the
 * new answers equal another line's (same item and variant), the two lines become one.
 */
export async function changeEntryFields(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
  entryId: string,
  input: FieldsInput,
): Promise<FieldsChange> {
  const now = deps.now()
  return writeTransaction(deps.storage, async (trx): Promise<FieldsChange> => {
    const located = await locateEntry(trx, site, token, entryId, now)
    if (located === undefined) return entryNotFound
    const { cart, entry, others } = located
    if (input.itemId !== entry.itemId || (input.sku ?? entry.variantSku) !== entry.variantSku) {
      return { ok: false, code: 'entry-mismatch', message: cartApiStrings.entryMismatch }
    }
    const products = await loadStoreProducts(
      trx,
      deps.storage.dialect,
      site.id,
      [entry.itemId],
      now,
      true,
    )
    const fields = await validateAdditionalFields(
      trx,
      deps.storage.dialect,
      site.id,
      products.get(entry.itemId),
      input.additionalFields,
      now,
    )
    if (!fields.ok) return fields

    const hash = fieldsHash(fields.additionalFields)
    const twin = others.find(
      (other) =>
        other.itemId === entry.itemId &&
        other.variantSku === entry.variantSku &&
        other.fieldsHash === hash,
    )
    let updatedId = entry.id
    if (twin === undefined) {
      await setEntryFields(trx, entry.id, fields.additionalFields)
    } else {
      await deleteEntry(trx, entry.id)
      await setEntryQuantity(trx, twin.id, twin.quantity + entry.quantity)
      updatedId = twin.id
    }
    const view = await cartViewOf(deps, trx, site, cart)
    const updatedEntry = view.entries.find((candidate) => candidate.id === updatedId)
    if (updatedEntry === undefined) return entryNotFound
    return { ok: true, cart: view, updatedEntry }
  })
}
