import type { FormatterFn } from '../../plugin-api.js'
import { asText, getChild, getPath } from '../../values.js'

/**
 * One back-in-stock sign-up form per entry of `views` (the sold-out variants). The product and
 * variant ids are escaped here, where the reference prints them raw into their attributes.
 */
const RESTOCK_TEMPLATE =
  '{.var @productId product.id}\n' +
  '{.var @buttonText messages.buttonText}\n' +
  '{.var @CTAText messages.CTAText}\n' +
  '{.var @placeholderText messages.placeholderText}\n' +
  '{.var @mailingListDescription messages.mailingListDescription}\n\n' +
  '{.repeated section views}\n' +
  '<div class="product-restock-notification" data-product-id="{@productId|htmlattr}" ' +
  'data-variant-id="{variantId|htmlattr}"{.if hiddenByDefault} hidden{.end}>\n' +
  '  <span class="product-restock-cta">{@CTAText|htmltag}</span>\n' +
  '  <form class="product-restock-form" action="#">\n' +
  '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" ' +
  'placeholder="{@placeholderText|htmlattr}">\n' +
  '    <input class="sqs-editable-button" type="submit" value="{@buttonText|htmlattr}">\n' +
  '  </form>\n' +
  '{.if mailingListSignUpEnabled}  <label class="product-restock-mailing-list">' +
  '<input type="checkbox" name="isJoinMailingList"{.if mailingListOptInByDefault} checked{.end}>' +
  '{@mailingListDescription|htmltag}</label>{.end}\n' +
  '{.if captchaSiteKey}  <div class="captcha-container"></div>{.end}\n' +
  '</div>\n' +
  '{.end}'

/** A value for the template: null (present, empty) where the context has none. */
const orNull = (value: unknown): unknown => value ?? null

/**
 * `{item|product-restock-notification}`: a back-in-stock sign-up form per sold-out variant,
 * from the item's entry in `productMerchandisingContext`. Without one it prints only the blank
 * lines of the template's variable definitions.
 */
export const productRestockNotificationFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const merchandising = ctx.resolve(['productMerchandisingContext'])
  const product = getPath(merchandising, [asText(getChild(item, 'id'))])
  const website = ctx.resolve(['website'])
  const form = {
    product: orNull(item),
    views: orNull(getChild(product, 'restockNotificationViews')),
    messages: orNull(getChild(product, 'restockNotificationMessages')),
    mailingListSignUpEnabled: orNull(getChild(product, 'mailingListSignUpEnabled')),
    mailingListOptInByDefault: orNull(getChild(product, 'mailingListOptInByDefault')),
    captchaSiteKey: orNull(getPath(website, ['captchaSettings', 'siteKey'])),
  }
  vars[0].set(ctx.renderTemplate(RESTOCK_TEMPLATE, form, { private: false }))
}
