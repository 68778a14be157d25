import { randomBytes } from 'node:crypto'
import { addCartEntry as addToEntries, validateAddToCart } from '@atelier/commerce'
import type { ShoppingCart } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Site } from '../sites/site.js'
import { AtelierError } from '../errors/atelier-error.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { CartDeps } from './cart-deps.js'
import type { CartFailure } from './cart-failure.js'
import {
  findCartByToken,
  insertCart,
  insertCartIfAbsent,
  insertOrIncrementEntry,
  listCartEntries,
  lockCartByToken,
} from './cart-queries.js'
import type { CartEntryRow } from './cart-queries.js'
import { cartApiStrings } from './cart-strings.js'
import { priceCart, shoppingCartView, storeSettingsOf } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'
import { validateAdditionalFields } from './validate-additional-fields.js'
import { withUnitsLeft } from './units-left.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface AddEntryInput {
  itemId: string
  sku?: string | null
  /** As sent; the commerce rules say whether it is a number, whole and in range. */
  quantity?: unknown
  /** The extra-form answers as a JSON string. */
  additionalFields?: string | null
}

export type AddEntryResult =
  | {
      ok: true
      cart: ShoppingCart
      newlyAdded: boolean
      /** Set when this add opened a new cart: the secret for the visitor's CART cookie. */
      newToken: string | undefined
    }
  | CartFailure

/** Another request opened the visitor's crumb cart while this one ran: add again, into it. */
type AddAttempt = AddEntryResult | { ok: 'join' }

/** A new secret for a cart cookie or a subscription cart link. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url')
}

export function lineRef(entry: CartEntryRow) {
  return {
    itemId: entry.itemId,
    quantity: entry.quantity,
    chosenVariant: { sku: entry.variantSku },
  }
}

/**
 * Adds units to the visitor's cart in one transaction, as named steps: open the cart (taking its
 * lock) and read its lines and their products; check the SPEC §5 rules against those lines; check
 * the extra form; insert the line or increment the same line. The answer is the cart read at the
 * start with the add applied by `@atelier/commerce` — under the lock, that is what is stored.
 * Rolling back is the undo of every step, so a failed first add leaves no cart behind.
 */
export async function addCartEntry(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
  input: AddEntryInput,
  crumbToken?: string,
): Promise<AddEntryResult> {
  const first = await attemptAdd(deps, site, token, input, crumbToken)
  if (first.ok !== 'join') return first
  // The other tab's cart is committed now, so this attempt finds it in step 1.
  const second = await attemptAdd(deps, site, undefined, input, crumbToken)
  if (second.ok === 'join') throw new AtelierError('conflict', 'The cart could not be opened')
  return second
}

/**
 * One transaction of `addCartEntry`. Without a cart cookie the visitor's cart is the one named by
 * `crumbToken` (derived from the crumb every tab shares), so concurrent first adds meet in it.
 */
async function attemptAdd(
  deps: CartDeps,
  site: Site,
  token: string | undefined,
  input: AddEntryInput,
  crumbToken: string | undefined,
): Promise<AddAttempt> {
  const now = deps.now()
  const { dialect } = deps.storage
  const lookup = token ?? crumbToken
  return writeTransaction(deps.storage, async (trx): Promise<AddAttempt> => {
    // Step 1: the cart, its lines and the products they (and the new line) hold.
    const existing =
      lookup === undefined
        ? undefined
        : await lockCartByToken(trx, site.id, lookup, 'shopping', now)
    const rows = existing === undefined ? [] : await listCartEntries(trx, existing.id)
    const itemIds = [input.itemId, ...rows.map((row) => row.itemId)]
    const products = await loadStoreProducts(trx, dialect, site.id, itemIds, now, true)
    const stored = products.get(input.itemId)
    if (stored === undefined || !stored.visible) {
      return { ok: false, code: 'item-not-found', message: cartApiStrings.itemNotFound }
    }

    // Step 2: the add rules, counting what the cart already holds.
    const rules = validateAddToCart({
      itemId: input.itemId,
      product: stored.product,
      quantity: input.quantity,
      sku: input.sku ?? null,
      cartEntries: rows.map(lineRef),
      storeSettings: storeSettingsOf(site),
    })
    if (!rules.ok) {
      const message =
        rules.code === 'out-of-stock'
          ? withUnitsLeft(
              rules.message,
              stored.product,
              input.itemId,
              input.sku ?? null,
              rows.map(lineRef),
            )
          : rules.message
      return { ok: false, code: 'cart-refused', message }
    }

    // Step 3: the product form's answers.
    const fields = await validateAdditionalFields(
      trx,
      dialect,
      site.id,
      stored,
      input.additionalFields,
      now,
    )
    if (!fields.ok) return fields

    // Step 4: open the cart if needed, then insert or increment the line.
    let cart = existing
    // A visitor without the cookie who reached the crumb cart gets its cookie.
    let newToken = token === undefined && existing !== undefined ? crumbToken : undefined
    if (cart === undefined) {
      const opening = { id: newId(), websiteId: site.id, kind: 'shopping', now } as const
      if (crumbToken !== undefined) {
        cart = await insertCartIfAbsent(trx, { ...opening, token: crumbToken })
        // Taken: by another tab's open cart (join it), or by a purchased one (start afresh).
        if (cart === undefined && (await isOpenShoppingCart(trx, site.id, crumbToken))) {
          return { ok: 'join' }
        }
        if (cart !== undefined) newToken = crumbToken
      }
      if (cart === undefined) {
        newToken = newCartToken()
        cart = await insertCart(trx, { ...opening, token: newToken })
      }
    }
    const entryId = newId()
    const sku = rules.variant.sku ?? ''
    await insertOrIncrementEntry(trx, {
      id: entryId,
      cartId: cart.id,
      itemId: input.itemId,
      sku,
      quantity: rules.quantity,
      additionalFields: fields.additionalFields,
      position: rows.reduce((max, row) => Math.max(max, row.position + 1), 0),
      now,
    })

    const before = shoppingCartView({ site, cart, entries: rows, products, now })
    const added = addToEntries(before.entries, {
      id: entryId,
      itemId: input.itemId,
      chosenVariant: { sku, attributes: { ...(rules.variant.attributes ?? {}) } },
      quantity: rules.quantity,
      title: stored.title,
      purchasePriceCents: 0,
      currency: before.subtotalAmount.currency,
      additionalFields: fields.additionalFields,
    })
    const after = priceCart(site, { ...before, entries: added.entries }, products)
    return { ok: true, cart: after, newlyAdded: added.newlyAdded, newToken }
  })
}

async function isOpenShoppingCart(
  trx: Kysely<Database>,
  websiteId: string,
  token: string,
): Promise<boolean> {
  return (await findCartByToken(trx, websiteId, token, 'shopping')) !== undefined
}
