/** Number formats of the dashboard: counts, percentages, seconds, money in minor units. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value)
}

export function formatPercent(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(
    value,
  )
}

export function formatSeconds(value: number): string {
  const seconds = Math.round(value)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`
}

export function formatMoney(minorUnits: number, currency: string): string {
  const digits = currency === 'JPY' ? 0 : 2
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      minorUnits / 10 ** digits,
    )
  } catch {
    return (minorUnits / 100).toFixed(2)
  }
}

/** The change against the previous period, as a signed percentage ('—' when there was none). */
export function formatChange(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? '0%' : '—'
  const change = (value - previous) / previous
  const text = formatPercent(Math.abs(change))
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : '0%'
}

/** Web Vitals values: CLS is unitless, the others milliseconds. */
export function formatVital(name: string, value: number): string {
  return name === 'CLS' ? value.toFixed(2) : `${formatCount(value)} ms`
}
