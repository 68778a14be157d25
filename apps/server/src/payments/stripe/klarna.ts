/**
 * Klarna through Stripe, as Stripe's documentation "Klarna payments"
 * (https://docs.stripe.com/payments/klarna, "Payment method properties" and the merchant country
 * table) states it:
 * - transaction currencies AUD, CAD, CHF, CZK, DKK, EUR, GBP, NOK, NZD, PLN, RON, SEK, USD;
 * - "you can accept Klarna payments from customers in the listed countries, provided the
 *   presentment currency matches the currency of the customer's country";
 * - an account in Europe (the EEA, Switzerland, the United Kingdom) takes customers of every
 *   European customer country ("intra-EEA payments … as long as you present them in the
 *   customer's currency"); an account in the United States, Australia, New Zealand or Canada only
 *   customers of its own country ("for non-EEA markets, you can't offer a currency outside of
 *   your borders").
 */

/** The customer countries Stripe lists for Klarna, each with the one currency it pays in. */
export const KLARNA_CUSTOMER_CURRENCIES: Readonly<Record<string, string>> = {
  AT: 'EUR',
  BE: 'EUR',
  CH: 'CHF',
  CZ: 'CZK',
  DE: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  GR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  NO: 'NOK',
  PL: 'PLN',
  PT: 'EUR',
  RO: 'RON',
  SE: 'SEK',
  US: 'USD',
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
}

/** Accounts (business locations) in Europe: they take every European customer country. */
const EUROPEAN_ACCOUNTS = new Set([
  'AT',
  'BE',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
])
/** Accounts outside Europe: their own country only. */
const DOMESTIC_ACCOUNTS = new Set(['US', 'AU', 'NZ', 'CA'])
const EUROPEAN_CUSTOMERS = Object.keys(KLARNA_CUSTOMER_CURRENCIES).filter(
  (country) => !DOMESTIC_ACCOUNTS.has(country),
)

/** Klarna as a site can offer it: the shopper countries it takes in the store currency. */
export interface KlarnaOffer {
  currency: string
  /** ISO 3166-1 alpha-2 codes, sorted. */
  shopperCountries: readonly string[]
}

/** The customer countries an account in `accountCountry` may take Klarna payments from. */
function customerCountriesOf(accountCountry: string): readonly string[] {
  if (EUROPEAN_ACCOUNTS.has(accountCountry)) return EUROPEAN_CUSTOMERS
  return DOMESTIC_ACCOUNTS.has(accountCountry) ? [accountCountry] : []
}

/**
 * Klarna as the site really offers it: Stripe connected, the owner's switch on, the account's
 * country known and Klarna's, and shoppers who pay in the store currency; undefined otherwise.
 */
export function klarnaOffer(input: {
  stripeConnected: boolean
  enabled: boolean
  accountCountry: string | null
  currency: string
}): KlarnaOffer | undefined {
  if (!input.stripeConnected || !input.enabled || input.accountCountry === null) return undefined
  const currency = input.currency.toUpperCase()
  const shopperCountries = customerCountriesOf(input.accountCountry.toUpperCase())
    .filter((country) => KLARNA_CUSTOMER_CURRENCIES[country] === currency)
    .sort()
  return shopperCountries.length === 0 ? undefined : { currency, shopperCountries }
}

/** Whether a shopper of `country` (billing or shipping) may pay the offer with Klarna. */
export function klarnaTakes(offer: KlarnaOffer | undefined, country: string | undefined): boolean {
  return (
    offer !== undefined &&
    country !== undefined &&
    offer.shopperCountries.includes(country.toUpperCase())
  )
}
