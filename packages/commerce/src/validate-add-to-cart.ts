import type { Product, ProductVariant, CartStoreSettings } from './product.js'
import { variantStock } from './product-availability.js'
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  type QuantityFailure,
} from './product-quantity.js'
import { checkStock, quantityInCart, type CartLineRef } from './product-stock.js'
import { productTypeOf } from './product-type.js'
import { giftCardSku } from './product-variants.js'
import {
  findVariantBySku,
  selectVariant,
  type ChosenAttributes,
  type VariantSelection,
} from './product-variant-selection.js'
import { commerceStrings, fillTemplate } from './strings.js'

export interface AddToCartInput {
  readonly itemId: string
  readonly product: Product
  /** As typed by the visitor or sent to the API; validated here. */
  readonly quantity: unknown
  /** The cart API (SPEC §7) names the variant by SKU… */
  readonly sku?: string | null
  /** …the product form by the option values chosen… */
  readonly attributes?: ChosenAttributes
  /** …and the gift card page by the denomination chosen. */
  readonly giftCardDenominationCents?: number
  readonly cartEntries?: readonly CartLineRef[]
  readonly storeSettings?: CartStoreSettings
}

export type AddToCartFailureCode =
  | QuantityFailure
  | 'gift-card-denomination-missing'
  | 'options-unselected'
  | 'variant-unavailable'
  | 'service-quantity-limited'
  | 'out-of-stock'

export type AddToCartValidation =
  | { readonly ok: true; readonly variant: ProductVariant; readonly quantity: number }
  | {
      readonly ok: false
      readonly code: AddToCartFailureCode
      readonly message: string
      /** Set for 'options-unselected': the options still to choose, in display order. */
      readonly unselectedOptions?: readonly string[]
    }

function requestedSku(input: AddToCartInput): string | undefined {
  if (input.sku) return input.sku
  const cents = input.giftCardDenominationCents
  return cents === undefined ? undefined : giftCardSku(cents)
}

function chooseVariant(input: AddToCartInput): VariantSelection {
  const sku = requestedSku(input)
  if (sku) {
    const variant = findVariantBySku(input.product, sku)
    return variant
      ? { ok: true, variant }
      : { ok: false, code: 'variant-unavailable', message: commerceStrings.variantUnavailable }
  }
  return selectVariant(input.product, input.attributes ?? {})
}

/**
 * Every SPEC §5 rule for adding a product to the cart, in the order a visitor meets them:
 * the quantity, the gift card denomination or variant choice, the service quantity limit,
 * then stock (counting what the cart already holds of the same item and variant).
 */
export function validateAddToCart(input: AddToCartInput): AddToCartValidation {
  const quantity = parseQuantity(input.quantity)
  if (!quantity.ok) return quantity

  const type = productTypeOf(input.product.productType)
  const selection = chooseVariant(input)
  if (!selection.ok) {
    if (type === 'gift-card' && !requestedSku(input)) {
      return {
        ok: false,
        code: 'gift-card-denomination-missing',
        message: commerceStrings.giftCardDenominationMissing,
      }
    }
    return selection
  }
  const { variant } = selection
  const inCart = quantityInCart(input.cartEntries ?? [], input.itemId, variant.sku)

  if (
    type === 'service' &&
    input.storeSettings?.multipleQuantityAllowedForServices !== true &&
    inCart + quantity.quantity > 1
  ) {
    return {
      ok: false,
      code: 'service-quantity-limited',
      message: commerceStrings.serviceQuantityLimited,
    }
  }

  // A line merged with what the cart holds must still fit the quantity input's range.
  if (inCart + quantity.quantity > MAX_QUANTITY) {
    return {
      ok: false,
      code: 'quantity-out-of-range',
      message: fillTemplate(commerceStrings.quantityOutOfRange, {
        min: MIN_QUANTITY,
        max: MAX_QUANTITY,
      }),
    }
  }

  const stock = checkStock(variantStock(input.product, variant), inCart, quantity.quantity)
  if (!stock.ok) return stock
  return { ok: true, variant, quantity: quantity.quantity }
}
