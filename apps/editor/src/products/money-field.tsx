import { useState } from 'react'
import { centsToText, textToCents } from './money-input.js'

/** An amount typed in the site currency, kept in minor units; a bad amount is marked, not saved. */
export function MoneyField({
  label,
  cents,
  currency,
  onChange,
  hideLabel = false,
}: {
  label: string
  cents: number
  currency: string
  onChange: (cents: number) => void
  hideLabel?: boolean
}) {
  const [text, setText] = useState(centsToText(cents, currency))
  const [bad, setBad] = useState(false)
  return (
    <label className="bo-money">
      <span className={hideLabel ? 'bo-visually-hidden' : undefined}>{label}</span>
      <input
        inputMode="decimal"
        value={text}
        aria-invalid={bad ? true : undefined}
        onChange={(event) => {
          setText(event.target.value)
          const next = textToCents(event.target.value, currency)
          setBad(next === undefined)
          if (next !== undefined) onChange(next)
        }}
      />
    </label>
  )
}
