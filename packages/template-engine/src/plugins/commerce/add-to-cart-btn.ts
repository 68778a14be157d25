import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText, isTrue } from './json-value.js'
import { localized } from './localized.js'
import { isSubscribable, structuredContent } from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { FRAMING, framed } from './markup-framing.js'

function buttonLabel(ctx: RenderContext, item: unknown): string {
  const content = structuredContent(item)
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
  const record = asRecord(item)
  const content = structuredContent(item)
  const label = buttonLabel(ctx, item)
  const form = asRecord(content?.additionalFieldsForm)
  const subscribable = isSubscribable(item)
  const subscriptionOption = subscribable
    ? asRecord(asArray(content?.productSubscriptionOptions)[0])
    : undefined

  let attributes =
    `data-collection-id="${escapeAttr(asText(record?.collectionId))}" ` +
    `data-item-id="${escapeAttr(asText(record?.id))}" ` +
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
