/** 'Size: 8 oz, Color: Oat': the variant a cart or order line holds ('' for a single variant). */
export function variantDescription(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ')
}
