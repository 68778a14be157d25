import { useState } from 'react'

/** '10, 25, 50.5' → [1000, 2500, 5050]; undefined while any part is not an amount above zero. */
export function parseAmounts(text: string): number[] | undefined {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const cents = parts.map((part) =>
    /^\d{1,9}(\.\d{1,2})?$/.test(part) ? Math.round(Number(part) * 100) : Number.NaN,
  )
  return cents.every((value) => Number.isInteger(value) && value > 0) ? cents : undefined
}

export function amountsText(cents: unknown): string {
  return Array.isArray(cents)
    ? cents
        .filter((value): value is number => typeof value === 'number')
        .map((value) => (value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2)))
        .join(', ')
    : ''
}

/** The donation block's suggested amounts, typed as '10, 25, 50' in the store currency. */
export function AmountsField({
  label,
  value,
  onChange,
}: {
  label: string
  value: unknown
  onChange: (cents: number[]) => void
}) {
  const [text, setText] = useState(() => amountsText(value))
  const parsed = parseAmounts(text)
  return (
    <label>
      {label}
      <input
        value={text}
        inputMode="decimal"
        aria-invalid={parsed === undefined}
        onChange={(event) => {
          setText(event.target.value)
          const next = parseAmounts(event.target.value)
          if (next !== undefined) onChange(next)
        }}
      />
      {parsed === undefined ? (
        <span className="ed-error">Amounts above zero, separated by commas: 10, 25, 50</span>
      ) : null}
    </label>
  )
}
