import {
  checkoutStrings,
  validateCard,
  validateCheckoutAddress,
  validateCheckoutEmail,
} from '@atelier/commerce'
import type { FromSchema } from 'json-schema-to-ts'
import type { orderBodySchema } from '../checkout/checkout-schemas.js'
import type { OrderRequest, PaymentChoice } from './order-request.js'

/** The body of `POST /api/commerce/orders` as its schema validates it. */
export type OrderBody = FromSchema<typeof orderBodySchema>

export type CheckedOrderRequest =
  { ok: true; request: OrderRequest } | { ok: false; errors: Record<string, string> }

/**
 * The order body made into the request the workflow takes, or the field checks it fails, as
 * `{field: message}`: the email, each address given (`shippingAddress.postalCode` …) and the test
 * card (`card.number`, `card.expiry`, `card.cvc`), which the test provider needs.
 */
export function checkOrderRequest(body: OrderBody, now: Date): CheckedOrderRequest {
  const errors: Record<string, string> = { ...validateCheckoutEmail(body.email) }
  for (const name of ['shippingAddress', 'billingAddress'] as const) {
    const address = body[name]
    if (address === undefined) continue
    for (const [field, message] of Object.entries(validateCheckoutAddress(address))) {
      errors[`${name}.${field}`] = message
    }
  }
  let payment: PaymentChoice = { provider: 'offline' }
  if (body.payment.provider === 'test') {
    // The schema cannot tie `card` to the provider without a oneOf, which body cleaning breaks.
    const card = body.payment.card
    if (card === undefined) {
      return {
        ok: false,
        errors: { ...errors, 'card.number': checkoutStrings.cardNumberIncomplete },
      }
    }
    for (const [field, message] of Object.entries(validateCard(card, now))) {
      errors[`card.${field}`] = message
    }
    payment = { provider: 'test', card }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, request: { ...body, payment } }
}
