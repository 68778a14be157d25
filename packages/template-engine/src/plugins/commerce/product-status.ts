import type { FormatterFn } from '../../plugin-api.js'
import { escapeHtml } from './html-escape.js'
import { localized } from './localized.js'
import { merchandisingContext } from './merchandising.js'
import { isOnSale, isSoldOut } from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'

/** `{item|product-status}`: the "sold out" or "sale" mark of a product, or nothing. */
export const productStatusFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  if (isSoldOut(item)) {
    const custom = merchandisingContext(ctx, item)?.customSoldOutText
    const text =
      typeof custom === 'string' && custom !== ''
        ? custom
        : localized(ctx, LOCALIZED_KEYS.soldOut, STRINGS.soldOut)
    vars[0].set(`<div class="product-mark sold-out">${escapeHtml(text)}</div>`)
  } else if (isOnSale(item)) {
    const text = localized(ctx, LOCALIZED_KEYS.sale, STRINGS.sale)
    vars[0].set(`<div class="product-mark sale">${escapeHtml(text)}</div>`)
  } else {
    vars[0].set('')
  }
}
