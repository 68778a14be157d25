export interface RestockVariantInfo {
  id: string
  qtyInStock: number
  unlimited: boolean
  attributes: Record<string, string>
}

/** Variants as the page carries them (`data-variants` or the page context), tolerant of shape. */
export function toRestockVariants(raw: unknown): RestockVariantInfo[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const variant = entry as Record<string, unknown>
    if (typeof variant.id !== 'string') return []
    const attributes =
      typeof variant.attributes === 'object' && variant.attributes !== null
        ? (variant.attributes as Record<string, string>)
        : {}
    return [
      {
        id: variant.id,
        qtyInStock: typeof variant.qtyInStock === 'number' ? variant.qtyInStock : 0,
        unlimited: variant.unlimited === true,
        attributes,
      },
    ]
  })
}

/** The variant the visitor's choices point at: the only one, or the one matching every choice. */
export function chosenVariant(
  variants: readonly RestockVariantInfo[],
  choices: Readonly<Record<string, string>>,
): RestockVariantInfo | undefined {
  if (variants.length === 1) return variants[0]
  const names = Object.keys(choices)
  if (names.length === 0 || names.some((name) => choices[name] === '')) return undefined
  return variants.find((variant) =>
    names.every((name) => variant.attributes[name] === choices[name]),
  )
}

export function isSoldOut(variant: RestockVariantInfo): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0
}
