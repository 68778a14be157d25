import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asRecord, asText } from './json-value.js'
import { localized } from './localized.js'
import { isSubscribable, productType, ProductType, totalStock } from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { FRAMING, framed } from './markup-framing.js'

/** SPEC §9: the quantity input accepts 1 to 9999. */
const MAX_QUANTITY = 9999

/** Only physical goods and services with more than one in stock can be bought several at a time. */
export function showsQuantityInput(item: unknown): boolean {
  const type = productType(item)
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return false
  return !isSubscribable(item) && totalStock(item) > 1
}

export function quantityInputHtml(item: unknown, label: string): string {
  const id = escapeAttr(asText(asRecord(item)?.id))
  return (
    `<div class="product-quantity-input" data-item-id="${id}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${escapeHtml(label)}:</div>\n` +
    `  <input aria-label="${escapeAttr(label)}" size="4" max="${MAX_QUANTITY}" min="1" value="1" type="number" step="1"></input>\n` +
    `</div>`
  )
}

/** `{item|quantity-input}`: the quantity field of a product page, when quantity is selectable. */
export const quantityInputFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const label = localized(ctx, LOCALIZED_KEYS.quantity, STRINGS.quantity)
  // Hidden, the value goes missing, as in the reference.
  vars[0].set(
    showsQuantityInput(item)
      ? framed(FRAMING.quantityInput, quantityInputHtml(item, label))
      : undefined,
  )
}
