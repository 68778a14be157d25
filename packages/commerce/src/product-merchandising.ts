import type { Product } from './product.js'
import { commerceStrings, fillTemplate } from './strings.js'

/** Per-product merchandising settings (SPEC §3 `productMerchandisingContext`). */
export interface ProductMerchandisingContext {
  readonly customSoldOutText?: string | null
  readonly scarcityEnabled?: boolean
  readonly scarcityText?: string | null
  readonly scarcityTemplateViews?: readonly {
    readonly qtyInStock: number
    readonly attributes?: Readonly<Record<string, string>> | null
  }[]
  readonly scarcityShownByDefault?: boolean
}

/** The owner's sold-out text when set, else the site's localized 'sold out', else SPEC's. */
export function soldOutText(
  context: ProductMerchandisingContext | undefined,
  localizedSoldOut?: string,
): string {
  const custom = context?.customSoldOutText?.trim()
  return custom || localizedSoldOut || commerceStrings.soldOut
}

/** One scarcity notice: the text for a stock level, the variant it belongs to, its visibility. */
export interface ScarcityNotice {
  readonly text: string
  readonly attributes?: Readonly<Record<string, string>>
  readonly hidden: boolean
}

/** The owner's scarcity text with `{qtyInStock}` filled in; plain text, the caller escapes it. */
export function scarcityText(template: string, qtyInStock: number): string {
  return fillTemplate(template, { qtyInStock })
}

/**
 * The scarcity notices to render, none when scarcity is off. A notice tied to a variant starts
 * hidden (the product form shows it once that variant is chosen); the product-wide one shows at
 * once when the owner asked for it to be shown by default.
 */
export function scarcityNotices(
  context: ProductMerchandisingContext | undefined,
): ScarcityNotice[] {
  if (!context?.scarcityEnabled || !context.scarcityText) return []
  const template = context.scarcityText
  return (context.scarcityTemplateViews ?? []).map((view) => {
    const attributes = view.attributes ?? undefined
    const hidden = attributes !== undefined || context.scarcityShownByDefault !== true
    return attributes
      ? { text: scarcityText(template, view.qtyInStock), attributes, hidden }
      : { text: scarcityText(template, view.qtyInStock), hidden }
  })
}

/**
 * The add button's label: the owner's custom text when enabled, 'Subscribe' for subscribable
 * products, else 'Add To Cart' (SPEC §8 defaults; localized strings win when given).
 */
export function addButtonLabel(
  product: Product,
  localized: { readonly addToCart?: string; readonly subscribe?: string } = {},
): string {
  const custom = product.useCustomAddButtonText ? product.customAddButtonText?.trim() : undefined
  if (custom) return custom
  if (isSubscribable(product)) return localized.subscribe || commerceStrings.subscribe
  return localized.addToCart || commerceStrings.addToCart
}

/** Stored JSON has carried this flag both as a boolean and as the string 'true'. */
export function isSubscribable(product: Product): boolean {
  return product.isSubscribable === true || product.isSubscribable === 'true'
}
