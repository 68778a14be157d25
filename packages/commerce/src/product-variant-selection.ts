import type { Product, ProductVariant } from './product.js'
import { variantOptions } from './product-options.js'
import { productVariants } from './product-variants.js'
import { commerceStrings, fillTemplate } from './strings.js'

export type VariantSelection =
  | { readonly ok: true; readonly variant: ProductVariant }
  | {
      readonly ok: false
      readonly code: 'options-unselected'
      readonly unselectedOptions: readonly string[]
      readonly message: string
    }
  | { readonly ok: false; readonly code: 'variant-unavailable'; readonly message: string }

/** Attribute values the visitor has chosen, by option name; '' or absent means not chosen. */
export type ChosenAttributes = Readonly<Record<string, string | undefined>>

/**
 * SPEC §5: 'Please select the {option} option.', '… {option1} and {option2} options.' or
 * '… {optionsList} and {lastOption} options.' with the list comma-separated.
 */
export function unselectedOptionsMessage(options: readonly string[]): string {
  if (options.length === 1) {
    return fillTemplate(commerceStrings.selectOneOption, { option: options[0] ?? '' })
  }
  if (options.length === 2) {
    return fillTemplate(commerceStrings.selectTwoOptions, {
      option1: options[0] ?? '',
      option2: options[1] ?? '',
    })
  }
  return fillTemplate(commerceStrings.selectManyOptions, {
    optionsList: options.slice(0, -1).join(', '),
    lastOption: options.at(-1) ?? '',
  })
}

const unavailable = {
  ok: false,
  code: 'variant-unavailable',
  message: commerceStrings.variantUnavailable,
} as const

/** The variant matching the visitor's choices, or why there is none. */
export function selectVariant(product: Product, chosen: ChosenAttributes): VariantSelection {
  const variants = productVariants(product)
  const only = variants.length === 1 ? variants[0] : undefined
  if (only) return { ok: true, variant: only }
  if (variants.length === 0) return unavailable

  const options = variantOptions(product)
  // Several variants that no option tells apart cannot be chosen between.
  if (options.length === 0) return unavailable
  const unselected = options.filter((o) => !chosen[o.name]).map((o) => o.name)
  if (unselected.length > 0) {
    return {
      ok: false,
      code: 'options-unselected',
      unselectedOptions: unselected,
      message: unselectedOptionsMessage(unselected),
    }
  }
  const match = variants.find((v) =>
    options.every((o) => v.attributes?.[o.name] === chosen[o.name]),
  )
  return match ? { ok: true, variant: match } : unavailable
}

/** The variant with this SKU, as the cart API names it. */
export function findVariantBySku(product: Product, sku: string): ProductVariant | undefined {
  return productVariants(product).find((v) => v.sku === sku)
}
