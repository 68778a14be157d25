import { useMemo } from 'preact/hooks'
import type { CheckoutChoices } from './checkout-api.js'
import { CheckoutField, CheckoutSelect } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { addressRules, countryChoices } from './countries.js'
import type { CheckoutChoicesState } from './use-checkout.js'

type AddressField = keyof CheckoutChoices['address']

const nameFields = [
  ['firstName', strings.firstName, 'given-name'],
  ['lastName', strings.lastName, 'family-name'],
  ['address1', strings.address, 'address-line1'],
  ['address2', strings.address2, 'address-line2'],
  ['city', strings.city, 'address-level2'],
] as const

export interface AddressFieldsetProps extends CheckoutChoicesState {
  /** Whether the order ships: the address is then the shipping address, else the billing one. */
  readonly requiresShipping: boolean | undefined
  /** No shipping option of the store serves the address. */
  readonly noShipping: boolean
}

/**
 * The address, its fields following the chosen country (its regions and postal code label); a
 * change of country or region, or leaving a field, asks for a new quote.
 */
export function AddressFieldset(props: AddressFieldsetProps) {
  const { choices, errors, change, clearError, refresh } = props
  const countries = useMemo(
    () => countryChoices(document.documentElement.lang || navigator.language || 'en'),
    [],
  )
  const rules = addressRules(choices.address.country)

  function setAddress(field: AddressField, value: string, requote = false) {
    const address = { ...choices.address, [field]: value }
    // A new country has other regions and postal codes: the old ones no longer apply.
    if (field === 'country') {
      address.region = ''
      clearError('shippingAddress.country', 'shippingAddress.region', 'billingAddress.region')
    }
    clearError(`shippingAddress.${field}`, `billingAddress.${field}`)
    change({ ...choices, address }, requote)
  }

  return (
    <fieldset class="checkout-form__address">
      <legend>
        {props.requiresShipping === false ? strings.billingAddress : strings.shippingAddress}
      </legend>
      <CheckoutSelect
        name="shippingAddress.country"
        label={strings.country}
        autoComplete="country"
        value={choices.address.country}
        choices={countries}
        error={errors['shippingAddress.country'] ?? errors['billingAddress.country']}
        onChange={(value) => setAddress('country', value, true)}
      />
      {nameFields.map(([field, label, autoComplete]) => (
        <CheckoutField
          key={field}
          name={`shippingAddress.${field}`}
          label={label}
          autoComplete={autoComplete}
          value={choices.address[field]}
          error={errors[`shippingAddress.${field}`] ?? errors[`billingAddress.${field}`]}
          onInput={(value) => setAddress(field, value)}
          onBlur={() => void refresh(choices)}
        />
      ))}
      {rules.regions ? (
        <CheckoutSelect
          name="shippingAddress.region"
          label={rules.regionLabel}
          autoComplete="address-level1"
          value={choices.address.region}
          prompt={strings.choose}
          choices={rules.regions}
          error={errors['shippingAddress.region'] ?? errors['billingAddress.region']}
          onChange={(value) => setAddress('region', value, true)}
        />
      ) : (
        <CheckoutField
          name="shippingAddress.region"
          label={rules.regionLabel}
          autoComplete="address-level1"
          value={choices.address.region}
          error={errors['shippingAddress.region'] ?? errors['billingAddress.region']}
          onInput={(value) => setAddress('region', value)}
          onBlur={() => void refresh(choices)}
        />
      )}
      <CheckoutField
        name="shippingAddress.postalCode"
        label={rules.postalLabel}
        autoComplete="postal-code"
        value={choices.address.postalCode}
        error={errors['shippingAddress.postalCode'] ?? errors['billingAddress.postalCode']}
        onInput={(value) => setAddress('postalCode', value)}
        onBlur={() => void refresh(choices)}
      />
      {errors.shippingAddress ? (
        <p class="checkout-field__error">{errors.shippingAddress}</p>
      ) : null}
      {props.noShipping ? (
        <p class="checkout-form__no-shipping" role="alert">
          {strings.noShippingToAddress}
        </p>
      ) : null}
    </fieldset>
  )
}
