/** How many decimals the currency's minor unit has (JPY 0, USD 2). */
export function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    )
  } catch {
    return 2
  }
}

/** Minor units as the owner types them: 2500 → "25.00". */
export function centsToText(cents: number, currency: string): string {
  const digits = fractionDigits(currency)
  return (cents / 10 ** digits).toFixed(digits)
}

/** What the owner typed as minor units, or undefined when it is not an amount. */
export function textToCents(text: string, currency: string): number | undefined {
  const digits = fractionDigits(currency)
  const trimmed = text.trim().replace(/,/g, '')
  const pattern = digits === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}(\\.\\d{0,${digits}})?$`)
  if (!pattern.test(trimmed)) return undefined
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** A price for lists and tables, in the site's currency. */
export function formatCents(cents: number, currency: string): string {
  const digits = fractionDigits(currency)
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      cents / 10 ** digits,
    )
  } catch {
    return (cents / 10 ** digits).toFixed(digits)
  }
}
