import type { CheckoutAddress } from '../checkout/checkout-input.js'
import type { PaymentShipping } from './payment-provider.js'

/**
 * What a provider is told of an order's addresses: the shipping address in the provider's shape
 * (a name, line 1, postal code and country at least, as Stripe wants them for Afterpay), and the
 * shopper's country (billing, else shipping). Read from the order's document as stored.
 */
export function paymentAddressOf(document: unknown): {
  shipping?: PaymentShipping
  shopperCountry?: string
} {
  const parsed = typeof document === 'string' ? safeParse(document) : document
  const doc = (parsed ?? {}) as {
    shippingAddress?: CheckoutAddress | null
    billingAddress?: CheckoutAddress | null
  }
  const shipping = shippingOf(doc.shippingAddress ?? null)
  const country = doc.billingAddress?.country ?? doc.shippingAddress?.country
  return {
    ...(shipping === undefined ? {} : { shipping }),
    ...(country === undefined || country === '' ? {} : { shopperCountry: country.toUpperCase() }),
  }
}

function shippingOf(address: CheckoutAddress | null): PaymentShipping | undefined {
  if (address === null || !address.address1 || !address.postalCode || !address.country) {
    return undefined
  }
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  return {
    name: name === '' ? address.address1 : name,
    ...(address.phone ? { phone: address.phone } : {}),
    address: {
      line1: address.address1,
      postalCode: address.postalCode,
      country: address.country.toUpperCase(),
      ...(address.address2 ? { line2: address.address2 } : {}),
      ...(address.city ? { city: address.city } : {}),
      ...(address.region ? { state: address.region } : {}),
    },
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
