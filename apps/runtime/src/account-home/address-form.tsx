import { useMemo, useState } from 'preact/hooks'
import { CheckoutField, CheckoutSelect } from '../checkout/checkout-field.js'
import { checkoutFormStrings as checkout } from '../checkout/checkout-strings.js'
import { addressRules, countryChoices } from '../checkout/countries.js'
import {
  accountHomeApi,
  fieldErrors,
  type AddressFields,
  type BookAddress,
} from './account-home-api.js'
import { accountHomeStrings as strings } from './account-home-strings.js'

const blank: AddressFields = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
  defaultShipping: false,
  defaultBilling: false,
}

type TextField = Exclude<keyof AddressFields, 'defaultShipping' | 'defaultBilling'>

const textFields: ReadonlyArray<readonly [TextField, string, string]> = [
  ['firstName', checkout.firstName, 'given-name'],
  ['lastName', checkout.lastName, 'family-name'],
  ['address1', checkout.address, 'address-line1'],
  ['address2', checkout.address2, 'address-line2'],
  ['city', checkout.city, 'address-level2'],
]

export interface AddressFormProps {
  /** The address changed, or undefined for a new one. */
  readonly address: BookAddress | undefined
  readonly onSaved: (address: BookAddress) => void
  readonly onCancel: () => void
}

/** Adds or changes an address: the checkout's fields, following the chosen country. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const [fields, setFields] = useState<AddressFields>(() => {
    if (address === undefined) return blank
    const { id: _id, lines: _lines, ...rest } = address
    return rest
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const countries = useMemo(
    () => countryChoices(document.documentElement.lang || navigator.language || 'en'),
    [],
  )
  const rules = addressRules(fields.country)
  const set = (field: keyof AddressFields, value: string | boolean) => {
    const next = { ...fields, [field]: value }
    if (field === 'country') next.region = ''
    setFields(next)
  }

  async function submit(event: Event) {
    event.preventDefault()
    setBusy(true)
    const answer = await accountHomeApi.saveAddress(address?.id, fields)
    setBusy(false)
    if (answer.ok) {
      onSaved(answer.data.address)
      return
    }
    const named = fieldErrors(answer.body)
    setErrors(named)
    setMessage(
      Object.keys(named).length > 0
        ? strings.checkHighlightedFields
        : answer.failure.kind === 'server'
          ? answer.failure.message
          : undefined,
    )
  }

  return (
    <form class="account-address-form" onSubmit={submit} noValidate aria-busy={busy}>
      <h3 class="account-address-form__title">
        {address === undefined ? strings.newAddress : strings.changeAddress}
      </h3>
      {message ? (
        <p class="account-address-form__message" role="alert">
          {message}
        </p>
      ) : null}
      <CheckoutSelect
        name="country"
        label={checkout.country}
        autoComplete="country"
        value={fields.country}
        choices={countries}
        error={errors.country}
        onChange={(value) => set('country', value)}
      />
      <div class="account-address-form__pair">
        {textFields.slice(0, 2).map(([field, label, autoComplete]) => (
          <CheckoutField
            key={field}
            name={field}
            label={label}
            autoComplete={autoComplete}
            value={fields[field]}
            error={errors[field]}
            onInput={(value) => set(field, value)}
          />
        ))}
      </div>
      {textFields.slice(2).map(([field, label, autoComplete]) => (
        <CheckoutField
          key={field}
          name={field}
          label={label}
          autoComplete={autoComplete}
          value={fields[field]}
          error={errors[field]}
          onInput={(value) => set(field, value)}
        />
      ))}
      <div class="account-address-form__pair">
        {rules.regions ? (
          <CheckoutSelect
            name="region"
            label={rules.regionLabel}
            autoComplete="address-level1"
            value={fields.region}
            prompt={checkout.choose}
            choices={rules.regions}
            error={errors.region}
            onChange={(value) => set('region', value)}
          />
        ) : (
          <CheckoutField
            name="region"
            label={rules.regionLabel}
            autoComplete="address-level1"
            value={fields.region}
            error={errors.region}
            onInput={(value) => set('region', value)}
          />
        )}
        <CheckoutField
          name="postalCode"
          label={rules.postalLabel}
          autoComplete="postal-code"
          value={fields.postalCode}
          error={errors.postalCode}
          onInput={(value) => set('postalCode', value)}
        />
      </div>
      <CheckoutField
        name="phone"
        label={strings.phone}
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        error={errors.phone}
        onInput={(value) => set('phone', value)}
      />
      <label class="account-check">
        <input
          type="checkbox"
          checked={fields.defaultShipping}
          onChange={(event) => set('defaultShipping', event.currentTarget.checked)}
        />{' '}
        {strings.useForShipping}
      </label>
      <label class="account-check">
        <input
          type="checkbox"
          checked={fields.defaultBilling}
          onChange={(event) => set('defaultBilling', event.currentTarget.checked)}
        />{' '}
        {strings.useForBilling}
      </label>
      <div class="account-actions">
        <button type="submit" class="button button--primary button--small" disabled={busy}>
          {busy ? strings.saving : strings.saveAddress}
        </button>
        <button type="button" class="button button--secondary button--small" onClick={onCancel}>
          {strings.cancel}
        </button>
      </div>
    </form>
  )
}
