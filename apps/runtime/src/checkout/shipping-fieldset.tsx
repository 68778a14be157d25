import type { QuoteView } from './checkout-api.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import type { CheckoutChoicesState } from './use-checkout.js'

export interface ShippingFieldsetProps extends CheckoutChoicesState {
  readonly quote: QuoteView
  readonly money: (cents: number) => string
}

/** The store's shipping options for the address, each with its price; choosing one reprices. */
export function ShippingFieldset(props: ShippingFieldsetProps) {
  const { quote, choices, errors } = props
  return (
    <fieldset class="checkout-form__shipping">
      <legend>{strings.shipping}</legend>
      {errors.shippingOptionId ? (
        <p class="checkout-field__error" role="alert">
          {errors.shippingOptionId}
        </p>
      ) : null}
      {quote.shippingOptions.map((option) => (
        <label key={option.id} class="checkout-shipping-option">
          <input
            type="radio"
            name="shippingOptionId"
            value={option.id}
            checked={(choices.shippingOptionId || quote.selectedShippingOption?.id) === option.id}
            onChange={() => {
              props.clearError('shippingOptionId')
              props.change({ ...choices, shippingOptionId: option.id }, true)
            }}
          />
          <span class="checkout-shipping-option__name">{option.name}</span>
          <span class="checkout-shipping-option__price">
            {option.costCents === 0 ? strings.free : props.money(option.costCents)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
