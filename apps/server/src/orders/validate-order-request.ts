import {
  checkoutStrings,
  validateCard,
  validateCheckoutAddress,
  validateCheckoutEmail,
} from '@atelier/commerce'
import type { OrderRequest } from './order-request.js'

/**
 * Field checks before anything is reserved, as `{field: message}`: the email, each address given
 * (`shippingAddress.postalCode` …) and the test card (`card.number`, `card.expiry`, `card.cvc`).
 */
export function validateOrderRequest(body: OrderRequest, now: Date): Record<string, string> {
  const errors: Record<string, string> = { ...validateCheckoutEmail(body.email) }
  for (const name of ['shippingAddress', 'billingAddress'] as const) {
    const address = body[name]
    if (address === undefined) continue
    for (const [field, message] of Object.entries(validateCheckoutAddress(address))) {
      errors[`${name}.${field}`] = message
    }
  }
  if (body.payment.provider === 'test') {
    // The schema cannot tie `card` to the provider without a oneOf, which body cleaning breaks.
    if ((body.payment as { card?: unknown }).card === undefined) {
      return { ...errors, 'card.number': checkoutStrings.cardNumberIncomplete }
    }
    for (const [field, message] of Object.entries(validateCard(body.payment.card, now))) {
      errors[`card.${field}`] = message
    }
  }
  return errors
}
