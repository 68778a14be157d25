import { commerceStrings, createCart, recalculateCart, storeCurrency } from '@atelier/commerce'
import type { CartEntry, CartStoreSettings, Product, ShoppingCart } from '@atelier/commerce'
import { AtelierError } from '../errors/atelier-error.js'
import type { Site } from '../sites/site.js'
import type { CartEntryRow, CartRow } from './cart-queries.js'
import type { StoreProduct } from './store-product.js'

/** The store settings the commerce rules read; the website's currency column is the store's. */
export function storeSettingsOf(site: Site): CartStoreSettings {
  return { ...site.website.settings.storeSettings, currency: site.currency }
}

/**
 * The SPEC §3 shopping cart for stored rows: every field with its default, lines priced from the
 * current products and the totals computed by `@atelier/commerce`. No row means an empty cart.
 */
export function shoppingCartView(input: {
  site: Site
  cart: CartRow | undefined
  entries: readonly CartEntryRow[]
  products: ReadonlyMap<string, StoreProduct>
  now: Date
}): ShoppingCart {
  const settings = storeSettingsOf(input.site)
  const currency = storeCurrency(settings)
  const empty = createCart({
    id: input.cart?.id ?? '',
    websiteId: input.site.id,
    now: input.cart === undefined ? input.now : new Date(input.cart.createdAt),
    currency,
  })
  const entries = input.entries.map((row): CartEntry => {
    const stored = input.products.get(row.itemId)
    const variant = stored?.product.variants.find((candidate) => candidate.sku === row.variantSku)
    return {
      id: row.id,
      itemId: row.itemId,
      quantity: row.quantity,
      chosenVariant: { sku: row.variantSku, attributes: { ...(variant?.attributes ?? {}) } },
      title: stored?.title ?? '',
      subTotal: { minor: 0, currency },
      purchasePriceCents: 0,
      additionalFields: row.additionalFields,
    }
  })
  const cart: ShoppingCart = {
    ...empty,
    orderId: input.cart?.orderId ?? null,
    isPurchased: input.cart?.isPurchased === 1,
    entries,
  }
  return priceCart(input.site, cart, input.products)
}

/** The cart with every line priced from the current products and the totals recomputed. */
export function priceCart(
  site: Site,
  cart: ShoppingCart,
  products: ReadonlyMap<string, StoreProduct>,
): ShoppingCart {
  const byItem = new Map<string, Product>()
  for (const [itemId, stored] of products) byItem.set(itemId, stored.product)
  const priced = recalculateCart(cart, byItem, storeSettingsOf(site))
  // Thrown inside the cart's transaction: an add or a new quantity past the bound is undone.
  if (!priced.ok && priced.code === 'total-out-of-range') {
    throw new AtelierError('invalid-input', commerceStrings.totalTooLarge)
  }
  if (!priced.ok) {
    throw new AtelierError('conflict', `The product ${priced.itemId} is priced in another currency`)
  }
  return priced.cart
}
