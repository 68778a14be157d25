import type { FormatterFn } from '../../plugin-api.js'
import { asBoolean, asText, getChild } from '../../values.js'

/**
 * One notice per entry of `scarcityTemplateViews`; a notice tied to variant attributes stays
 * hidden until the shopper picks that variant. Names missing from a view resolve up the stack,
 * as in any section.
 */
const SCARCITY_TEMPLATE =
  '{.repeated section scarcityTemplateViews}\n' +
  '  <div class="product-scarcity"' +
  '{.if attributes} data-variant-attributes="{attributes|json|htmltag}" hidden{.end}>\n' +
  '    {scarcityText|message qtyInStock:qtyInStock|htmltag}\n' +
  '  </div>\n' +
  '{.end}'

/** A setting of the product as the notice template sees it: null when the store has none. */
const setting = (product: unknown, key: string): unknown => getChild(product, key) ?? null

/**
 * `{item|product-scarcity}`: "Only 3 left!" notices. Without merchandising settings for the
 * item, or with scarcity turned off, the value passes through unchanged.
 */
export const productScarcityFormatter: FormatterFn = (_args, vars, ctx) => {
  const merchandising = ctx.resolve(['productMerchandisingContext'])
  if (merchandising === undefined) return
  const product = getChild(merchandising, asText(getChild(vars[0].value, 'id')))
  if (product === undefined || !asBoolean(getChild(product, 'scarcityEnabled'))) return
  const notices = {
    scarcityTemplateViews: setting(product, 'scarcityTemplateViews'),
    scarcityText: setting(product, 'scarcityText'),
    scarcityShownByDefault: setting(product, 'scarcityShownByDefault'),
  }
  vars[0].set(ctx.renderTemplate(SCARCITY_TEMPLATE, notices, { private: false }))
}
