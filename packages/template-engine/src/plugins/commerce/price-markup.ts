import type { RenderContext } from '../../plugin-api.js'
import { escapeHtml } from './html-escape.js'
import { localized } from './localized.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'

/** What a price block shows: nothing, one line of text, a sale pair, or one price. */
export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'sale'; sale: string; original: string }
  | { kind: 'single'; price: string }

const HIDDEN_LABEL = '<span class="visually-hidden v6-visually-hidden">'

/** The `<div class="product-price">` block; the line breaks match the storefront's markup. */
export function priceMarkup(ctx: RenderContext, className: string, display: PriceDisplay): string {
  const open = `<div class="${className}">\n`
  switch (display.kind) {
    case 'none':
      return `${open}\n</div>`
    case 'text':
      return `${open}${display.text}\n\n</div>`
    case 'sale': {
      const saleLabel = localized(ctx, LOCALIZED_KEYS.salePriceLabel, STRINGS.salePriceLabel)
      const originalLabel = localized(
        ctx,
        LOCALIZED_KEYS.originalPriceLabel,
        STRINGS.originalPriceLabel,
      )
      return (
        `${open}${HIDDEN_LABEL}${escapeHtml(saleLabel)}</span>${display.sale} ` +
        `${HIDDEN_LABEL}${escapeHtml(originalLabel)}</span>` +
        `<span class="original-price">${display.original}</span>\n\n</div>`
      )
    }
    case 'single':
      return `${open}${display.price}\n</div>`
  }
}
