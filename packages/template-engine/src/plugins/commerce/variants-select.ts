import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { escapeAttr, escapeAttrKeepAmpersands, escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText } from './json-value.js'
import { fillPlaceholders, localized } from './localized.js'
import {
  hasVariants,
  isSubscribable,
  productType,
  ProductType,
  structuredContent,
  variants,
} from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { FRAMING, framed } from './markup-framing.js'

/** Distinct values of one option across the variants, in first-seen order. */
function optionValues(item: unknown, name: string): string[] {
  const seen = new Set<string>()
  for (const variant of variants(item)) {
    const value = asRecord(variant.attributes)?.[name]
    if (value !== undefined && value !== null) seen.add(asText(value))
  }
  return [...seen]
}

function optionHtml(ctx: RenderContext, item: unknown, name: string): string {
  const giftCard = productType(item) === ProductType.GIFT_CARD
  const title = giftCard
    ? localized(ctx, LOCALIZED_KEYS.giftCardValue, STRINGS.giftCardValue)
    : name
  // The prompt is a message template, so the option name is substituted as text
  // and only escaped where it lands between tags.
  const prompt = giftCard
    ? localized(ctx, LOCALIZED_KEYS.giftCardSelect, STRINGS.selectValue)
    : fillPlaceholders(localized(ctx, LOCALIZED_KEYS.variantSelect, STRINGS.selectVariant), {
        variantName: name,
      })
  const attrName = escapeAttr(name)
  const values = optionValues(item, name)
  let options = ''
  let radios = ''
  for (const value of values) {
    const v = escapeAttr(value)
    // An id holds no whitespace (HTML); the reference's cases have none, so theirs are unchanged.
    const id = `variant-option-${attrName}-${v}`.replace(/\s+/g, '-')
    options += `<option value="${v}">${escapeHtml(value)}</option>`
    radios +=
      `      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${attrName}" id="${id}"/>\n` +
      `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${escapeHtml(value)}</label>\n`
  }
  return (
    `    <div class="variant-option">\n` +
    `    <div class="variant-option-title">${escapeHtml(title)}: </div>\n` +
    `    <div class="variant-select-wrapper">\n` +
    `      <select aria-label="${escapeAttrKeepAmpersands(prompt)}" data-variant-option-name="${attrName}">\n` +
    `        <option value="">${escapeHtml(prompt)}</option>\n` +
    `        ${options}\n` +
    `      </select>\n` +
    `    </div>\n` +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${attrName}">\n` +
    radios +
    `    </div>\n` +
    `    </div>\n`
  )
}

/** The option pickers of a product with several variants; empty otherwise. */
export function variantsSelectHtml(ctx: RenderContext, item: unknown): string {
  const content = structuredContent(item)
  const ordering = asArray(content?.variantOptionOrdering)
  if (!hasVariants(item) || ordering.length === 0) return ''
  const id = escapeAttr(asText(asRecord(item)?.id))
  let html =
    `<div class="product-variants" data-item-id="${id}" ` +
    `data-variants="${escapeAttr(JSON.stringify(content?.variants))}" `
  if (isSubscribable(item)) {
    html +=
      `data-is-subscribable="true" ` +
      `data-subscription-plan="${escapeAttr(content?.subscriptionPlan === undefined ? '' : JSON.stringify(content.subscriptionPlan))}" `
  }
  html += 'data-animation-role="content">\n'
  for (const name of ordering) {
    html += optionHtml(ctx, item, asText(name))
  }
  return html + '  </div>'
}

/** `{item|variants-select}`. */
export const variantsSelectFormatter: FormatterFn = (_args, vars, ctx) => {
  const html = variantsSelectHtml(ctx, vars[0].value)
  // Without options the value goes missing, as in the reference.
  vars[0].set(html === '' ? undefined : framed(FRAMING.variantsSelect, html))
}
