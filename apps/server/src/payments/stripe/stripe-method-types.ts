import { afterpayClearpayOffer, withinAfterpayLimits } from './afterpay-clearpay.js'
import { klarnaOffer, klarnaTakes } from './klarna.js'

/** The owner's choices in Store Settings → Payments that decide the methods beside the card. */
export interface StripeMethodSettings {
  afterpayClearpay: boolean
  klarna: boolean
  /** The Stripe account's country (Stripe's `GET /v1/account`), null until known. */
  accountCountry: string | null
}

/**
 * The payment method types a Stripe payment is offered with (`payment_method_types` on the
 * PaymentIntent, `paymentMethodTypes` of the Payment Element, which must agree): the card (with
 * Apple Pay and Google Pay, which Stripe counts as cards) always; Afterpay / Clearpay when the
 * owner offers it, the amount lies within its limits for the currency and there is a shipping
 * address (Stripe sends it to Afterpay); Klarna when the owner offers it and the account, the
 * currency and the shopper's country allow it (`klarna.ts`).
 */
export function stripeMethodTypes(
  settings: StripeMethodSettings,
  payment: {
    currency: string
    amountCents: number
    /** The shopper's billing (else shipping) country, when known. */
    shopperCountry: string | undefined
    hasShipping: boolean
  },
): string[] {
  const types = ['card']
  const afterpay = afterpayClearpayOffer({
    stripeConnected: true,
    enabled: settings.afterpayClearpay,
    currency: payment.currency,
  })
  if (
    afterpay !== undefined &&
    payment.hasShipping &&
    withinAfterpayLimits(afterpay, payment.amountCents)
  ) {
    types.push('afterpay_clearpay')
  }
  const klarna = klarnaOffer({
    stripeConnected: true,
    enabled: settings.klarna,
    accountCountry: settings.accountCountry,
    currency: payment.currency,
  })
  if (klarnaTakes(klarna, payment.shopperCountry)) types.push('klarna')
  return types
}
