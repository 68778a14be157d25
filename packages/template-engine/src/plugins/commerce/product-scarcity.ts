import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText, isTrue } from './json-value.js'
import { fillPlaceholders } from './localized.js'
import { merchandisingContext } from './merchandising.js'
import { FRAMING, framed } from './markup-framing.js'

/**
 * `{item|product-scarcity}`: "Only 3 left!" notices. A notice tied to variant
 * attributes stays hidden until the shopper picks that variant.
 */
export const productScarcityFormatter: FormatterFn = (_args, vars, ctx) => {
  const settings = merchandisingContext(ctx, vars[0].value)
  if (!settings || !isTrue(settings.scarcityEnabled)) {
    vars[0].set('')
    return
  }
  const template = asText(settings.scarcityText)
  const shownByDefault = isTrue(settings.scarcityShownByDefault)
  const notices: string[] = []
  for (const entry of asArray(settings.scarcityTemplateViews)) {
    const view = asRecord(entry)
    if (!view) continue
    const attributes = view.attributes
    const text = fillPlaceholders(template, { qtyInStock: asText(view.qtyInStock) })
    let open = '<div class="product-scarcity"'
    if (attributes !== undefined && attributes !== null) {
      open += ` data-variant-attributes="${escapeAttr(JSON.stringify(attributes))}" hidden`
    } else if (!shownByDefault) {
      open += ' hidden'
    }
    notices.push(`${open}>\n    ${escapeHtml(text)}\n  </div>`)
  }
  vars[0].set(framed(FRAMING.scarcity, notices.join('\n\n  ')))
}
