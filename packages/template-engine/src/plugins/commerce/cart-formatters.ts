import type { FormatterFn } from '../../plugin-api.js'
import { asArray, asNumber, asRecord } from './json-value.js'
import { STRINGS } from './strings.js'

/** `{cart|cart-quantity}`: the number of items across all entries. */
export const cartQuantityFormatter: FormatterFn = (_args, vars) => {
  let total = 0
  for (const entry of asArray(asRecord(vars[0].value)?.entries)) {
    const quantity = asNumber(asRecord(entry)?.quantity)
    if (Number.isFinite(quantity)) total += quantity
  }
  vars[0].set(`<span class="sqs-cart-quantity">${total}</span>`)
}

/** `{cart|cart-subtotal}`: retired; templates that still call it print a notice. */
export const cartSubtotalFormatter: FormatterFn = (_args, vars) => {
  vars[0].set(STRINGS.cartSubtotalDeprecated)
}

/** `{@|cart-url}`: the cart page. */
export const cartUrlFormatter: FormatterFn = (_args, vars) => {
  vars[0].set(STRINGS.cartUrl)
}
