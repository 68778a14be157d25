import type { FormatterFn } from '../../plugin-api.js'
import { addToCartButtonHtml } from './add-to-cart-btn.js'
import { localized } from './localized.js'
import { quantityInputHtml, showsQuantityInput } from './quantity-input.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { variantsSelectHtml } from './variants-select.js'
import { FRAMING, framed } from './markup-framing.js'

/** `{item|product-checkout}`: option pickers, quantity and add-to-cart button together. */
export const productCheckoutFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const label = localized(ctx, LOCALIZED_KEYS.quantity, STRINGS.quantity)
  const quantity = showsQuantityInput(item)
    ? quantityInputHtml(item, label) + '\n'.repeat(13)
    : '\n'.repeat(10)
  const variantsSelect = framed(FRAMING.variantsSelect, variantsSelectHtml(ctx, item))
  vars[0].set(variantsSelect + '\n\n\n' + quantity + addToCartButtonHtml(ctx, item))
}
