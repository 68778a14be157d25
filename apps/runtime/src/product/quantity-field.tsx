import { DEFAULT_QUANTITY, MAX_QUANTITY, MIN_QUANTITY } from '@atelier/commerce'
import { useId } from 'preact/hooks'

export { DEFAULT_QUANTITY }

/** SPEC §2 quantity input: accessible name 'Quantity', 1 to 9999 in steps of 1, size 4. */
export function QuantityField(props: {
  readonly label: string
  readonly value: string
  readonly onInput: (value: string) => void
}) {
  const id = useId()
  return (
    <div class="product-quantity-input">
      <label class="quantity-label" for={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        inputMode="numeric"
        value={props.value}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
    </div>
  )
}
