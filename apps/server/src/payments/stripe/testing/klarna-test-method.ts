import type Stripe from 'stripe'
import { stripeAccountFixture } from './fixtures/stripe-account-fixture.js'
import { KLARNA_CUSTOMER_CURRENCIES } from '../klarna.js'

/** A refusal as the test server answers it (Stripe's error object, status 400). */
export interface TestMethodRefusal {
  code: string
  message: string
}

/** `GET /v1/account`: Stripe's example account, in the test server's country. */
export function testAccount(country: string): Stripe.Account {
  return { ...structuredClone(stripeAccountFixture), country } as unknown as Stripe.Account
}

/** The types a PaymentIntent allows, from its create parameters (`allowed_payment_method_types`). */
export function allowedTypesOf(params: Record<string, unknown>): string[] | undefined {
  const given = params.allowed_payment_method_types as Record<string, string> | undefined
  return given === undefined ? undefined : Object.values(given)
}

/** Stripe refuses a method the intent was not made for (`payment_intent_invalid_parameter`). */
export function methodNotAllowed(
  intent: Stripe.PaymentIntent,
  type: string,
): TestMethodRefusal | undefined {
  return intent.payment_method_types.includes(type)
    ? undefined
    : {
        code: 'payment_intent_invalid_parameter',
        message: `The payment method type "${type}" is invalid. Please ensure the provided type is activated in your dashboard and that it is one of the allowed payment method types of this PaymentIntent (${intent.payment_method_types.join(', ')}).`,
      }
}

/**
 * Afterpay / Clearpay needs the shipping address on the intent (Stripe: "Shipping addresses must
 * be provided"; `shipping.address` with line1, postal_code and country).
 */
export function afterpayShippingMissing(
  intent: Stripe.PaymentIntent,
): TestMethodRefusal | undefined {
  const address = intent.shipping?.address
  return address?.line1 && address.postal_code && address.country
    ? undefined
    : {
        code: 'parameter_missing',
        message:
          'Missing required param: shipping. Afterpay / Clearpay payments need the shipping address (line1, postal_code, country).',
      }
}

/**
 * Klarna as Stripe documents it for `payment_method_data[type]=klarna`: the customer's country
 * (`payment_method_data[billing_details][address][country]`, here else the intent's shipping
 * country) must be one Klarna takes in the intent's currency, for the account's country (the
 * account of this test server); otherwise a 400. The confirmation then redirects to Klarna.
 */
export function klarnaRefusal(
  intent: Stripe.PaymentIntent,
  params: Record<string, unknown>,
  accountCountry: string,
): TestMethodRefusal | undefined {
  const data = params.payment_method_data as
    { billing_details?: { address?: { country?: string } } } | undefined
  const country = (
    data?.billing_details?.address?.country ??
    intent.shipping?.address?.country ??
    ''
  ).toUpperCase()
  const currency = intent.currency.toUpperCase()
  const european = !['US', 'AU', 'NZ', 'CA'].includes(accountCountry)
  if (
    KLARNA_CUSTOMER_CURRENCIES[country] !== currency ||
    (!european && country !== accountCountry) ||
    (european && ['US', 'AU', 'NZ', 'CA'].includes(country))
  ) {
    return {
      code: 'payment_intent_payment_attempt_failed',
      message: `Klarna is not available to customers in ${country || 'an unknown country'} paying in ${currency} for this account.`,
    }
  }
  return undefined
}
