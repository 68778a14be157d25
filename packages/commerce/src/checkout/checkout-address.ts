import { isValidEmail } from '@atelier/schema'
import { checkoutStrings } from './strings.js'

/** An address entered at checkout; country is ISO 3166-1 alpha-2, region a state or province. */
export interface CheckoutAddress {
  readonly firstName?: string
  readonly lastName?: string
  readonly address1?: string
  readonly address2?: string
  readonly city?: string
  readonly region?: string
  readonly postalCode?: string
  readonly country?: string
  readonly phone?: string
}

export type CheckoutAddressField = keyof CheckoutAddress

const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; message: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: checkoutStrings.postalCodeInvalidUS },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    message: checkoutStrings.postalCodeInvalidCA,
  },
  GB: {
    pattern: /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i,
    message: checkoutStrings.postalCodeInvalidGB,
  },
}

/** Countries whose addresses have no postal code. */
const NO_POSTAL_CODE: ReadonlySet<string> = new Set(['AE', 'AO', 'BS', 'HK', 'IE', 'JM', 'QA'])

/** Countries whose addresses need a state or province. */
const REGION_REQUIRED: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN'])

const blank = (value: string | undefined) => (value ?? '').trim() === ''

/**
 * Checks a checkout address, returning `{ field: message }` (empty when valid), the shape the
 * cart form shows above its fields. Names, street, city and country are always required; the
 * region where the country needs one; the postal code everywhere but the few countries without
 * them, in the national format for US, CA and GB.
 */
export function validateCheckoutAddress(
  address: CheckoutAddress,
): Partial<Record<CheckoutAddressField, string>> {
  const errors: Partial<Record<CheckoutAddressField, string>> = {}
  for (const field of ['firstName', 'lastName', 'address1', 'city', 'country'] as const) {
    if (blank(address[field])) errors[field] = checkoutStrings.required
  }
  const country = (address.country ?? '').trim().toUpperCase()
  if (country !== '' && !/^[A-Z]{2}$/.test(country)) {
    errors.country = checkoutStrings.countryUnsupported
  }
  if (REGION_REQUIRED.has(country) && blank(address.region))
    errors.region = checkoutStrings.required
  const postalCode = (address.postalCode ?? '').trim()
  if (postalCode === '') {
    if (country !== '' && !NO_POSTAL_CODE.has(country)) errors.postalCode = checkoutStrings.required
  } else {
    const format = POSTAL_CODES[country]
    if (format && !format.pattern.test(postalCode)) errors.postalCode = format.message
  }
  return errors
}

/** `{ email: message }` for the checkout email field, empty when valid. */
export function validateCheckoutEmail(email: string | undefined): { email?: string } {
  if (blank(email)) return { email: checkoutStrings.required }
  return isValidEmail((email ?? '').trim()) ? {} : { email: checkoutStrings.emailInvalid }
}
