import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { toOutput } from '../../values.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText, isTrue, type JsonRecord } from './json-value.js'
import { localized } from './localized.js'
import { isSubscribable, structuredContent } from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { FRAMING, framed } from './markup-framing.js'

/**
 * A field of the item as the reference's button template reads it: the item's own, else the
 * same name up the scope stack (the template renders with the item pushed on the caller's scopes).
 */
function scoped(ctx: RenderContext, item: unknown, key: string): unknown {
  const own = asRecord(item)?.[key]
  return own !== undefined ? own : ctx.resolve(key)
}

function buttonLabel(ctx: RenderContext, item: unknown, content: JsonRecord | undefined): string {
  const custom = content?.customAddButtonText
  if (isTrue(content?.useCustomAddButtonText) && typeof custom === 'string' && custom !== '') {
    return custom
  }
  return isSubscribable(item)
    ? localized(ctx, LOCALIZED_KEYS.subscribe, STRINGS.subscribe)
    : localized(ctx, LOCALIZED_KEYS.addToCart, STRINGS.addToCart)
}

/** The add-to-cart button; products with an extra form carry it for the storefront script. */
export function addToCartButtonHtml(ctx: RenderContext, item: unknown): string {
  const content = structuredContent(item) ?? asRecord(ctx.resolve('structuredContent'))
  const label = buttonLabel(ctx, item, content)
  const form = asRecord(content?.additionalFieldsForm)
  const subscribable = isSubscribable(item)
  const subscriptionOption = subscribable
    ? asRecord(asArray(content?.productSubscriptionOptions)[0])
    : undefined

  let attributes =
    `data-collection-id="${escapeAttr(toOutput(scoped(ctx, item, 'collectionId')))}" ` +
    `data-item-id="${escapeAttr(toOutput(scoped(ctx, item, 'id')))}" ` +
    `data-product-type="${escapeAttr(asText(content?.productType))}" ` +
    `data-use-custom-label="${escapeAttr(asText(content?.useCustomAddButtonText))}" `
  if (subscribable) attributes += 'data-is-subscription="true" '
  attributes += `data-original-label="${escapeAttr(label)}" `
  if (form) attributes += `data-form="${escapeAttr(JSON.stringify(form))}"`
  else if (subscriptionOption) {
    attributes += `data-subscription-option-id="${escapeAttr(asText(subscriptionOption.id))}"`
  }

  return (
    `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n` +
    `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button ` +
    `sqs-button-element--primary ${form ? 'use-form' : ''}" role="button" tabindex="0" ` +
    `data-dynamic-strings ${attributes}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${escapeHtml(label)}</div>\n` +
    `  </div>\n` +
    `</div>`
  )
}

/** `{item|add-to-cart-btn}`. */
export const addToCartButtonFormatter: FormatterFn = (_args, vars, ctx) => {
  vars[0].set(framed(FRAMING.addToCart, addToCartButtonHtml(ctx, vars[0].value)))
}
