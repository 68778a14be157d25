import type { InstallmentProvider } from '@atelier/commerce'

/** What Afterpay / Clearpay allows in one store currency: its country and amount limits. */
export interface AfterpayClearpayOffer {
  /** The country whose Stripe accounts take this currency (payments are domestic only). */
  country: string
  /** Minor units of the currency. */
  minCents: number
  maxCents: number
  /** Afterpay everywhere but Great Britain, where the same method trades as Clearpay. */
  provider: InstallmentProvider
}

/**
 * Stripe's transaction limits for `afterpay_clearpay`, per country and currency, from Stripe's
 * documentation "Afterpay and Clearpay payments" → "Installment schedule and limits"
 * (https://stripe.com/docs/payments/afterpay-clearpay): "You can accept payments from customers in
 * the same country that you registered your Stripe account in. Payments must also match the local
 * currency of the country." — Australia AUD 1–2,000; Canada CAD 1–2,000; New Zealand NZD 1–2,000;
 * United Kingdom GBP 1–1,000; United States USD 1–4,000 (monthly payments above 2,000 US only).
 * Business locations AU, CA, GB, NZ, US (same page, "Account eligibility"). So the store currency
 * names the one country an Afterpay payment can be taken in, and no other currency offers it.
 */
export const AFTERPAY_CLEARPAY_LIMITS: Readonly<Record<string, AfterpayClearpayOffer>> = {
  AUD: { country: 'AU', minCents: 100, maxCents: 200_000, provider: 'afterpay' },
  CAD: { country: 'CA', minCents: 100, maxCents: 200_000, provider: 'afterpay' },
  NZD: { country: 'NZ', minCents: 100, maxCents: 200_000, provider: 'afterpay' },
  GBP: { country: 'GB', minCents: 100, maxCents: 100_000, provider: 'clearpay' },
  USD: { country: 'US', minCents: 100, maxCents: 400_000, provider: 'afterpay' },
}

/**
 * Afterpay / Clearpay as a site can really offer it: only with Stripe connected, the method turned
 * on by the owner, and a store currency Stripe takes it in; undefined otherwise.
 */
export function afterpayClearpayOffer(input: {
  stripeConnected: boolean
  enabled: boolean
  currency: string
}): AfterpayClearpayOffer | undefined {
  if (!input.stripeConnected || !input.enabled) return undefined
  return AFTERPAY_CLEARPAY_LIMITS[input.currency.toUpperCase()]
}

/** Whether an amount (minor units) lies within the offer's limits, both ends included. */
export function withinAfterpayLimits(offer: AfterpayClearpayOffer, amountCents: number): boolean {
  return amountCents >= offer.minCents && amountCents <= offer.maxCents
}
