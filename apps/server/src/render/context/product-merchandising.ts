import { commerceStrings } from '@atelier/commerce'
import type { ProductMerchandising } from '@atelier/schema'
import type { VariantContext } from '../../money/product-money.js'

/** One scarcity notice as the template engine's `product-scarcity` formatter reads it. */
export interface ScarcityView {
  qtyInStock: number
  /** The variant the notice belongs to; absent for a product of one variant (shown at once). */
  attributes?: Record<string, string>
}

export interface ProductMerchandisingViews {
  customSoldOutText: string
  scarcityEnabled: boolean
  scarcityText: string
  scarcityTemplateViews: ScarcityView[]
  scarcityShownByDefault: boolean
  expressCheckout: boolean
}

/**
 * A product's own merchandising settings as the page context carries them (SPEC §3
 * `productMerchandisingContext`): its sold-out text, and a scarcity notice for each variant
 * with stock left at or below the threshold (any stock left when there is no threshold). The
 * store's express checkout applies to every product; a product may also ask for it alone.
 */
export function productMerchandising(
  settings: ProductMerchandising | undefined,
  variants: readonly VariantContext[],
  storeExpressCheckout: boolean,
): ProductMerchandisingViews {
  const threshold = settings?.scarcityThreshold ?? Number.POSITIVE_INFINITY
  const scarcityEnabled = settings?.scarcityEnabled === true
  const scarce = scarcityEnabled
    ? variants.filter((v) => !v.unlimited && v.qtyInStock > 0 && v.qtyInStock <= threshold)
    : []
  return {
    customSoldOutText: settings?.customSoldOutText ?? '',
    scarcityEnabled,
    scarcityText: scarcityEnabled ? commerceStrings.scarcity : '',
    scarcityTemplateViews: scarce.map((variant) =>
      variants.length > 1
        ? { qtyInStock: variant.qtyInStock, attributes: variant.attributes }
        : { qtyInStock: variant.qtyInStock },
    ),
    scarcityShownByDefault: scarcityEnabled,
    expressCheckout: storeExpressCheckout || settings?.expressCheckout === true,
  }
}
