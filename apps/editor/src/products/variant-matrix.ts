import type { ProductVariant } from '../api/products-api.js'

export interface ProductOption {
  name: string
  values: string[]
}

export const MAX_OPTIONS = 6

/** The options a product's variants use, in the order given, each with its values in order. */
export function optionsOf(ordering: readonly string[], variants: readonly ProductVariant[]) {
  return ordering.map((name): ProductOption => {
    const values: string[] = []
    for (const variant of variants) {
      const value = variant.attributes[name]
      if (value !== undefined && !values.includes(value)) values.push(value)
    }
    return { name, values }
  })
}

function keyOf(attributes: Record<string, string>, names: readonly string[]): string {
  return JSON.stringify(names.map((name) => attributes[name] ?? ''))
}

/**
 * Every combination of the options' values, as variants. A combination that already had a variant
 * keeps it (id, SKU, price, stock); a new one copies the first variant's price and gets a SKU from
 * `skuBase` and its values. Options without a name or values are left out.
 */
export function variantMatrix(
  options: readonly ProductOption[],
  current: readonly ProductVariant[],
  skuBase: string,
): ProductVariant[] {
  const used = options
    .map((option) => ({
      name: option.name.trim(),
      values: [...new Set(option.values.map((value) => value.trim()).filter(Boolean))],
    }))
    .filter((option) => option.name !== '' && option.values.length > 0)
  const names = used.map((option) => option.name)
  let combinations: Record<string, string>[] = [{}]
  for (const option of used) {
    combinations = combinations.flatMap((partial) =>
      option.values.map((value) => ({ ...partial, [option.name]: value })),
    )
  }
  const existing = new Map(current.map((variant) => [keyOf(variant.attributes, names), variant]))
  const template = current[0]
  const skus = new Set(current.map((variant) => variant.sku))
  return combinations.map((attributes) => {
    const kept = existing.get(keyOf(attributes, names))
    if (kept) return { ...kept, attributes }
    if (names.length === 0 && template) return { ...template, attributes }
    let sku = [skuBase, ...names.map((name) => attributes[name] ?? '')]
      .join('-')
      .toUpperCase()
      .replace(/[^A-Z0-9-]+/g, '')
    while (skus.has(sku)) sku = `${sku}-1`
    skus.add(sku)
    return {
      sku,
      priceCents: template?.priceCents ?? 0,
      salePriceCents: template?.salePriceCents ?? 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: template?.unlimited ?? false,
      attributes,
      ...(template?.weightGrams === undefined ? {} : { weightGrams: template.weightGrams }),
    }
  })
}
