import type { CartEntry, ShoppingCart } from '@atelier/commerce'
import { siteMoneyText } from '../money/product-money.js'
import type { Site } from '../sites/site.js'

/** A cart line as the API sends it: the SPEC §3 entry plus its amounts as the site prints them. */
export interface CartEntryResponse extends CartEntry {
  /** The line total (`subTotal`), formatted in the store currency and site locale. */
  readonly subTotalText: string
  /** One unit's price (`purchasePriceCents`), formatted likewise. */
  readonly unitPriceText: string
}

/**
 * The SPEC §3 shopping cart as the API sends it: `subtotalAmount` is `subtotalCents` formatted in
 * the store currency and site locale, so the storefront never formats cart money itself.
 */
export interface ShoppingCartResponse extends Omit<ShoppingCart, 'subtotalAmount' | 'entries'> {
  readonly subtotalAmount: string
  readonly entries: readonly CartEntryResponse[]
}

export function cartResponse(site: Site, cart: ShoppingCart): ShoppingCartResponse {
  const text = siteMoneyText(site.website)
  const { currency } = cart.subtotalAmount
  return {
    ...cart,
    subtotalAmount: text(cart.subtotalAmount.minor, currency),
    entries: cart.entries.map((entry) => cartEntryResponse(text, entry)),
  }
}

export function cartEntryResponse(
  text: ReturnType<typeof siteMoneyText>,
  entry: CartEntry,
): CartEntryResponse {
  return {
    ...entry,
    subTotalText: text(entry.subTotal.minor, entry.subTotal.currency),
    unitPriceText: text(entry.purchasePriceCents, entry.subTotal.currency),
  }
}
