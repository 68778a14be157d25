import { isSubscribable, validateAddToCart } from '@atelier/commerce'
import type { Site } from '../sites/site.js'
import { newId } from '../storage/new-id.js'
import { newCartToken } from './add-cart-entry.js'
import type { CartDeps } from './cart-deps.js'
import type { CartFailure } from './cart-failure.js'
import { insertCart, insertOrIncrementEntry } from './cart-queries.js'
import { cartApiStrings } from './cart-strings.js'
import { storeSettingsOf } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'
import { validateAdditionalFields } from './validate-additional-fields.js'

export interface SubscriptionCartInput {
  itemId: string
  sku?: string | null
  qty?: unknown
  additionalFields?: string | null
}

export type SubscriptionCartResult = { ok: true; cartToken: string } | CartFailure

/**
 * A subscription is bought on its own: a separate one-line cart, apart from the visitor's shopping
 * cart, reached by the returned token (`/checkout?cartToken=…`).
 */
export async function createSubscriptionCart(
  deps: CartDeps,
  site: Site,
  input: SubscriptionCartInput,
): Promise<SubscriptionCartResult> {
  const now = deps.now()
  return deps.storage.db.transaction().execute(async (trx): Promise<SubscriptionCartResult> => {
    const products = await loadStoreProducts(
      trx,
      deps.storage.dialect,
      site.id,
      [input.itemId],
      now,
    )
    const stored = products.get(input.itemId)
    if (stored === undefined) {
      return { ok: false, reason: 'item-not-found', message: cartApiStrings.itemNotFound }
    }
    if (!isSubscribable(stored.product)) {
      return { ok: false, reason: 'not-subscribable', message: cartApiStrings.notSubscribable }
    }
    const rules = validateAddToCart({
      itemId: input.itemId,
      product: stored.product,
      quantity: input.qty,
      sku: input.sku ?? null,
      storeSettings: storeSettingsOf(site),
    })
    if (!rules.ok) return { ok: false, reason: rules.reason, message: rules.message }
    const fields = await validateAdditionalFields(
      trx,
      deps.storage.dialect,
      site.id,
      stored,
      input.additionalFields,
      now,
    )
    if (!fields.ok) return fields

    const cartToken = newCartToken()
    const cart = await insertCart(trx, {
      id: newId(),
      websiteId: site.id,
      token: cartToken,
      kind: 'subscription',
      now,
    })
    await insertOrIncrementEntry(trx, {
      id: newId(),
      cartId: cart.id,
      itemId: input.itemId,
      sku: rules.variant.sku ?? '',
      quantity: rules.quantity,
      additionalFields: fields.additionalFields,
      position: 0,
      now,
    })
    return { ok: true, cartToken }
  })
}
