import addressFormatter from '@fragaria/address-formatter'
import type { Address } from './orders-api.js'

/**
 * An address as its country writes it on an envelope ('Bath, ME 04530' in the US, '10115 Berlin'
 * in Germany), by the OpenCage templates of `@fragaria/address-formatter`: the name, the street
 * and its second line, the town line(s), then the country code and the phone as given.
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
    address.country ?? '',
    address.phone ?? '',
  ].filter((line) => line.trim() !== '')
}
