import { validateCheckoutAddress, validateCheckoutEmail } from '@atelier/commerce'
import type { FromSchema } from 'json-schema-to-ts'
import { cardFieldNames } from '../checkout/checkout-schemas.js'
import type { orderBodySchema } from '../checkout/checkout-schemas.js'
import { paymentStrings } from '../payments/payment-strings.js'
import type { OrderRequest, PaymentChoice } from './order-request.js'

/** The body of `POST /api/commerce/orders` as its schema validates it. */
export type OrderBody = FromSchema<typeof orderBodySchema>

export type CheckedOrderRequest =
  { ok: true; request: OrderRequest } | { ok: false; errors: Record<string, string> }

/**
 * The order body made into the request the workflow takes, or the field checks it fails, as
 * `{field: message}`: the email, each address given (`shippingAddress.postalCode` …) and the
 * payment. Card details are refused (`payment.card`): a card reaches the order API only as a
 * token (the test provider's token endpoint, Stripe.js), so it never passes through the orders.
 */
export function checkOrderRequest(body: OrderBody): CheckedOrderRequest {
  const errors: Record<string, string> = { ...validateCheckoutEmail(body.email) }
  for (const name of ['shippingAddress', 'billingAddress'] as const) {
    const address = body[name]
    if (address === undefined) continue
    for (const [field, message] of Object.entries(validateCheckoutAddress(address))) {
      errors[`${name}.${field}`] = message
    }
  }
  const paymentFields: Record<string, unknown> = body.payment
  if (cardFieldNames.some((name) => paymentFields[name] !== undefined)) {
    return { ok: false, errors: { 'payment.card': paymentStrings.cardFieldsRefused } }
  }
  let payment: PaymentChoice = { provider: 'offline' }
  const savedCardId = body.payment.savedCardId?.trim() ?? ''
  const saved = savedCardId === '' ? {} : { savedCardId }
  const saveCard = body.payment.saveCard === true && savedCardId === '' ? { saveCard: true } : {}
  if (body.payment.provider === 'test') {
    // The schema cannot tie `token` to the provider without a oneOf, which body cleaning breaks.
    const token = body.payment.token?.trim() ?? ''
    if (token === '' && savedCardId === '') errors['payment.token'] = paymentStrings.tokenMissing
    payment = { provider: 'test', token, ...saved, ...saveCard }
  } else if (body.payment.provider === 'stripe') {
    payment = { provider: 'stripe', ...saved, ...saveCard }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, request: { ...body, payment } }
}
