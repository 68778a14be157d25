import type { Item } from '@atelier/schema'
import type { ProductInput } from '../products/product-input.js'

/** A product read from a CSV file, before its images are looked up and it is validated. */
export interface CsvProduct {
  handle: string
  /** The file's line number of the product's first row (the header is line 1). */
  line: number
  input: ProductInput
  images: { src: string; alt: string }[]
  /** SKU → image address, from the variant image column. */
  variantImages: Map<string, string>
  errors: string[]
  warnings: string[]
}

/** A stored product with what export needs beside the document. */
export interface ExportProduct {
  item: Item
  storeUrlId: string
}

export type CsvFormat = 'shopify' | 'squarespace'

export const productTypeLabels: Record<number, string> = {
  1: 'Physical',
  2: 'Digital',
  3: 'Service',
  4: 'Gift card',
}

/** Minor units as a CSV amount ("25.00"), and back; undefined when it is not an amount. */
export function centsToAmount(cents: number, digits: number): string {
  return (cents / 10 ** digits).toFixed(digits)
}

export function amountToCents(text: string, digits: number): number | undefined {
  const trimmed = text
    .trim()
    .replace(/^[$€£¥]/, '')
    .replace(/,/g, '')
  if (!/^\d{1,10}(\.\d+)?$/.test(trimmed)) return undefined
  const value = Math.round(Number(trimmed) * 10 ** digits)
  return Number.isSafeInteger(value) ? value : undefined
}

export function truthy(text: string | undefined): boolean {
  return /^(true|yes|1|y)$/i.test((text ?? '').trim())
}

/** A product's option names: its ordering, or else the attribute names its variants use. */
export function optionNamesOf(content: {
  variantOptionOrdering: string[]
  variants: { attributes: Record<string, string> }[]
}): string[] {
  if (content.variantOptionOrdering.length > 0) return content.variantOptionOrdering
  const names: string[] = []
  for (const variant of content.variants) {
    for (const name of Object.keys(variant.attributes)) if (!names.includes(name)) names.push(name)
  }
  return names
}
