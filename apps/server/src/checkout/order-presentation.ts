import { formatMoney, subscriptionWording } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { timeZoneOrDefault } from '@atelier/schema'
import type { CheckoutAddress } from './checkout-input.js'

/** An amount as the order pages and mails print it. */
export function orderMoney(cents: number, currency: string): string {
  return formatMoney(cents, currency as CurrencyCode)
}

/**
 * 'December 24, 2026' in the site's locale and time zone (SPEC's default zone when the site's is
 * unknown), never '2026-12-24'.
 */
export function siteDate(iso: string, locale: string, timeZone: string): string {
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return iso
  const zone = timeZoneOrDefault(timeZone)
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone }).format(when)
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(when)
  }
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A postal address as it is written on an envelope: name, street, town line, country. */
export function addressLines(address: CheckoutAddress | null, locale: string): string[] {
  if (address === null) return []
  const join = (...parts: Array<string | undefined>) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(' ')
  const town = [address.city?.trim(), join(address.region, address.postalCode)]
    .filter((part) => part !== undefined && part !== '')
    .join(', ')
  return [
    join(address.firstName, address.lastName),
    join(address.address1),
    join(address.address2),
    town,
    address.country ? countryName(address.country, locale) : '',
    join(address.phone),
  ].filter((line) => line !== '')
}

/** The stored plan of a subscription, as the subscriptions table keeps it. */
export interface SubscriptionTerms {
  amountCents: number
  currency: string
  billingPeriod: { value?: number; unit?: string } | null
  numBillingCycles: number
}

/** SPEC §9 wording of what a subscription costs: '$22.00 every month', '… for 1 year'. */
export function subscriptionPriceText(
  terms: SubscriptionTerms,
  localizedStrings: Readonly<Record<string, string>> = {},
): string {
  return subscriptionWording(
    orderMoney(terms.amountCents, terms.currency),
    { billingPeriod: terms.billingPeriod, numBillingCycles: terms.numBillingCycles },
    localizedStrings,
  )
}
