import { useId } from 'preact/hooks'
import type {
  GiftCardDeliveryErrors,
  GiftCardDeliveryInput,
  GiftCardDeliveryLabels,
} from './gift-card-delivery.js'

export interface GiftCardDeliveryFieldsProps {
  readonly labels: GiftCardDeliveryLabels
  readonly value: GiftCardDeliveryInput
  readonly errors: GiftCardDeliveryErrors
  /** The earliest date the picker offers: the visitor's today. */
  readonly minDate: string
  readonly onInput: (value: GiftCardDeliveryInput) => void
}

/** The gift card's optional recipient email and delivery date, each error above its input. */
export function GiftCardDeliveryFields({
  labels,
  value,
  errors,
  minDate,
  onInput,
}: GiftCardDeliveryFieldsProps) {
  const id = useId()
  const field = (
    name: keyof GiftCardDeliveryInput,
    label: string,
    attributes: { type: string; autoComplete?: string; min?: string },
  ) => {
    const error = errors[name]
    const inputId = `${id}-${name}`
    return (
      <div class={`form-field${error ? ' form-field--error' : ''}`}>
        <label class="form-field__label" for={inputId}>
          {label}
        </label>
        {error ? (
          <p class="form-field__error" role="alert" id={`${inputId}-error`}>
            {error}
          </p>
        ) : null}
        <input
          id={inputId}
          class="form-field__input"
          name={name}
          {...attributes}
          value={value[name]}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onInput={(event) => onInput({ ...value, [name]: event.currentTarget.value })}
        />
      </div>
    )
  }
  return (
    <div class="gift-card-delivery">
      {field('recipientEmail', labels.recipientEmail, { type: 'email', autoComplete: 'email' })}
      {field('deliverAt', labels.deliveryDate, { type: 'date', min: minDate })}
    </div>
  )
}
