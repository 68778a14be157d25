/**
 * A typed amount in the store currency ('12.50') → minor units (1250), or undefined when it is
 * not an amount above zero with at most the currency's fraction digits.
 */
export function typedAmountCents(text: string, fractionDigits: number): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  const pattern = fractionDigits === 0 ? /^\d{1,10}$/ : /^\d{1,10}(\.\d{1,2})?$/
  if (!pattern.test(trimmed)) return undefined
  const cents = Math.round(Number(trimmed) * 10 ** fractionDigits)
  return Number.isSafeInteger(cents) && cents > 0 ? cents : undefined
}
