import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText, isTrue, type JsonRecord } from './json-value.js'
import { merchandisingContext } from './merchandising.js'
import { FRAMING, framed } from './markup-framing.js'

function signUpHtml(
  productId: string,
  view: JsonRecord,
  settings: JsonRecord,
  messages: JsonRecord | undefined,
  captcha: boolean,
): string {
  const hidden = isTrue(view.hiddenByDefault) ? ' hidden' : ''
  const mailingList = isTrue(settings.mailingListSignUpEnabled)
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"` +
      `${isTrue(settings.mailingListOptInByDefault) ? ' checked' : ''}>` +
      `${escapeHtml(asText(messages?.mailingListDescription))}</label>`
    : ''
  return (
    `<div class="product-restock-notification" data-product-id="${escapeAttr(productId)}" ` +
    `data-variant-id="${escapeAttr(asText(view.variantId))}"${hidden}>\n` +
    `  <span class="product-restock-cta">${escapeHtml(asText(messages?.CTAText))}</span>\n` +
    `  <form class="product-restock-form" action="#">\n` +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" ` +
    `placeholder="${escapeAttr(asText(messages?.placeholderText))}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${escapeAttr(asText(messages?.buttonText))}">\n` +
    `  </form>\n` +
    `${mailingList}\n` +
    `${captcha ? '  <div class="captcha-container"></div>' : ''}\n` +
    `</div>`
  )
}

/** `{item|product-restock-notification}`: a back-in-stock sign-up form per sold-out variant. */
export const productRestockNotificationFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const settings = merchandisingContext(ctx, item)
  if (!settings) {
    vars[0].set('')
    return
  }
  const productId = asText(asRecord(item)?.id)
  const messages = asRecord(settings.restockNotificationMessages)
  const siteKey = ctx.resolve(['website', 'captchaSettings', 'siteKey'])
  const captcha = typeof siteKey === 'string' && siteKey !== ''
  const forms: string[] = []
  for (const view of asArray(settings.restockNotificationViews)) {
    const record = asRecord(view)
    if (record) forms.push(signUpHtml(productId, record, settings, messages, captcha))
  }
  // A store with sign-ups but no sold-out variant still gets the blank lines.
  vars[0].set(
    forms.length === 0 ? '\n'.repeat(6) : framed(FRAMING.restockNotification, forms.join('\n\n')),
  )
}
