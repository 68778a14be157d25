import { validateCard, validateCheckoutAddress, validateCheckoutEmail } from '@atelier/commerce'
import { addressErrors } from './address-errors.js'
import type { CheckoutChoices } from './checkout-api.js'

/**
 * Everything the browser can check before paying, at once, as the server names its field errors:
 * the email, every address field (the region and postal code in the country's own words) and the
 * test card. So the first submit marks every missing field, not a few per round trip. The server
 * checks the same again.
 */
export function checkoutFormErrors(
  choices: CheckoutChoices,
  options: { requiresShipping: boolean; cardNeeded: boolean; now: Date },
): Record<string, string> {
  const prefix = options.requiresShipping ? 'shippingAddress' : 'billingAddress'
  const errors: Record<string, string> = { ...validateCheckoutEmail(choices.email) }
  for (const [field, message] of Object.entries(validateCheckoutAddress(choices.address))) {
    errors[`${prefix}.${field}`] = message
  }
  Object.assign(errors, addressErrors(choices.address, prefix))
  if (options.cardNeeded) {
    for (const [field, message] of Object.entries(validateCard(choices.card, options.now))) {
      errors[`card.${field}`] = message
    }
  }
  return errors
}
