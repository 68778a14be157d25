/** Minor units per major unit of a currency (100 for USD, 1 for JPY), as Intl knows it. */
export function minorPerMajor(currency: string): number {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  return 10 ** digits
}

/** An amount in minor units as the owner reads it: `$12.50`. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    cents / minorPerMajor(currency),
  )
}

/** A typed amount (`12.5`, `12.50`) in minor units; undefined when it is not a plain amount. */
export function parseMoneyInput(text: string, currency: string): number | undefined {
  const trimmed = text.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined
  const cents = Math.round(Number(trimmed) * minorPerMajor(currency))
  return Number.isSafeInteger(cents) ? cents : undefined
}
