import { addToCartButtonLabel, type AddToCartButtonState } from '@atelier/commerce'

const BUSY_CLASS: Partial<Record<AddToCartButtonState['status'], string>> = {
  adding: 'cart-adding',
  confirming: 'cart-adding',
  added: 'cart-added',
  'checking-out': 'cart-adding',
}

/**
 * The add button in the markup of the `add-to-cart-btn` formatter. Enter and Space activate it
 * like a click (SPEC §4); its wrapper carries the state so styles and tests can read it.
 */
export function AddToCartButton(props: {
  readonly state: AddToCartButtonState
  readonly idleLabel: string
  /** Set while the chosen variant is sold out: the button says so and does nothing. */
  readonly soldOutLabel?: string | undefined
  readonly onActivate: () => void
}) {
  const { state, soldOutLabel } = props
  const busy = BUSY_CLASS[state.status]
  const soldOut = soldOutLabel !== undefined && state.status === 'idle'
  return (
    <div class="sqs-add-to-cart-button-wrapper" data-state={soldOut ? 'sold-out' : state.status}>
      <div
        class={`sqs-add-to-cart-button sqs-button-element--primary${busy ? ` ${busy}` : ''}${soldOut ? ' sqs-button-element--disabled' : ''}`}
        role="button"
        tabIndex={0}
        aria-disabled={state.status === 'idle' && !soldOut ? undefined : 'true'}
        onClick={props.onActivate}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault()
            props.onActivate()
          }
        }}
      >
        <div class="sqs-add-to-cart-button-inner" aria-live="polite">
          {soldOut ? soldOutLabel : addToCartButtonLabel(state, props.idleLabel)}
        </div>
      </div>
    </div>
  )
}
