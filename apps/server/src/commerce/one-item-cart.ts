import { isSubscribable, productTypeOf, validateAddToCart } from '@atelier/commerce'
import type { Site } from '../sites/site.js'
import { newId } from '../storage/new-id.js'
import { newCartToken } from './add-cart-entry.js'
import type { CartDeps } from './cart-deps.js'
import type { CartFailure } from './cart-failure.js'
import { insertCart, insertOrIncrementEntry } from './cart-queries.js'
import type { OneItemCartKind } from './cart-queries.js'
import { cartApiStrings } from './cart-strings.js'
import { storeSettingsOf } from './cart-view.js'
import { loadStoreProducts } from './product-queries.js'
import type { StoreProduct } from './store-product.js'
import { validateAdditionalFields } from './validate-additional-fields.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface OneItemCartInput {
  itemId: string
  sku?: string | null
  qty?: unknown
  additionalFields?: string | null
}

export type OneItemCartResult = { ok: true; cartToken: string } | CartFailure

/** Why this product cannot be bought through a cart of this kind; undefined when it can. */
function refusal(kind: OneItemCartKind, stored: StoreProduct): CartFailure | undefined {
  if (kind === 'subscription' && !isSubscribable(stored.product)) {
    return { ok: false, code: 'not-subscribable', message: cartApiStrings.notSubscribable }
  }
  if (kind === 'gift-card' && productTypeOf(stored.product.productType) !== 'gift-card') {
    return { ok: false, code: 'not-gift-card', message: cartApiStrings.notGiftCard }
  }
  if (kind === 'paywall' && productTypeOf(stored.product.productType) !== 'paywall') {
    return { ok: false, code: 'item-not-found', message: cartApiStrings.itemNotFound }
  }
  return undefined
}

/**
 * A subscription or a gift card is bought on its own: a separate one-line cart of that kind, apart
 * from the visitor's shopping cart (which stays untouched), reached by the returned token
 * (`/checkout?cartToken=…`).
 */
export async function createOneItemCart(
  deps: CartDeps,
  site: Site,
  kind: OneItemCartKind,
  input: OneItemCartInput,
): Promise<OneItemCartResult> {
  const now = deps.now()
  return writeTransaction(deps.storage, async (trx): Promise<OneItemCartResult> => {
    const products = await loadStoreProducts(
      trx,
      deps.storage.dialect,
      site.id,
      [input.itemId],
      now,
    )
    const stored = products.get(input.itemId)
    if (stored === undefined) {
      return { ok: false, code: 'item-not-found', message: cartApiStrings.itemNotFound }
    }
    const refused = refusal(kind, stored)
    if (refused !== undefined) return refused
    const rules = validateAddToCart({
      itemId: input.itemId,
      product: stored.product,
      quantity: input.qty,
      sku: input.sku ?? null,
      storeSettings: storeSettingsOf(site),
    })
    if (!rules.ok) return { ok: false, code: 'cart-refused', message: rules.message }
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
      kind,
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
