import addressFormatter from '@fragaria/address-formatter'
import type { Address } from './orders-api.js'

/**
 * An address as its country writes it on an envelope ('Bath, ME 04530' in the US, '10115 Berlin'
 * in Germany), by the OpenCage templates of `@fragaria/address-formatter`: the name, the street
 * and its second line, the town line(s), then the country's name ('United States', as a parcel
 * label writes it) and the phone as given.
 */
export function addressLines(address: Address): string[] {
  const formatted = addressFormatter.format(
    {
      road: address.address1 ?? '',
      city: address.city ?? '',
      state: address.region ?? '',
      postcode: address.postalCode ?? '',
      ...(address.country ? { countryCode: address.country } : {}),
    },
    { output: 'array', appendCountry: false },
  )
  const [street, ...town] = formatted
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    street ?? '',
    address.address2 ?? '',
    ...town,
    address.country ? countryName(address.country) : '',
    address.phone ?? '',
  ].filter((line) => line.trim() !== '')
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** 'US' → 'United States'; a code Intl does not know stays as it was given. */
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
