import addressFormatter from '@fragaria/address-formatter'
import type { CheckoutAddress } from '../checkout/checkout-input.js'

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

const trimmed = (value: string | undefined) => value?.trim() ?? ''

/**
 * An address as its country writes it on an envelope (OpenCage's address templates, through
 * `@fragaria/address-formatter`): "75001 Paris" in France, "New York, NY 10001" in the United
 * States, the postcode on a line of its own in Britain; then the country's name in the page's
 * language and the phone number.
 */
export function postalAddressLines(address: CheckoutAddress, locale: string): string[] {
  const name = [trimmed(address.firstName), trimmed(address.lastName)].filter(Boolean).join(' ')
  const road = trimmed(address.address1)
  const country = trimmed(address.country).toUpperCase()
  const lines = addressFormatter.format(
    {
      attention: name,
      road,
      city: trimmed(address.city),
      state: trimmed(address.region),
      postcode: trimmed(address.postalCode),
      countryCode: country === '' ? 'US' : country,
    },
    { output: 'array', appendCountry: false },
  )
  const second = trimmed(address.address2)
  if (second !== '') {
    const at = lines.indexOf(road)
    lines.splice(at === -1 ? lines.length : at + 1, 0, second)
  }
  if (country !== '') lines.push(countryName(country, locale))
  const phone = trimmed(address.phone)
  if (phone !== '') lines.push(phone)
  return lines.filter((line) => line.trim() !== '')
}
