import type { FormatterFn, Variable } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { asText, isTruthy } from '../../values.js'

const attr = (value: unknown): string => escapeAttr(asText(value))

/** Share buttons for an item, rendered only when the site chose share services. */
function shareButtons(vars: Variable[], enabled: boolean, tag: string, style: string): void {
  if (!enabled) {
    vars[0].set('')
    return
  }
  const item = vars[0].value
  vars[0].set(
    `<${tag} class="squarespace-social-buttons ${style}"` +
      ` data-system-data-id="${attr(getPath(item, 'mainImageId') ?? getPath(item, 'systemDataId'))}"` +
      ` data-asset-url="${attr(getPath(item, 'mainImage.assetUrl'))}"` +
      ` data-record-type="${attr(getPath(item, 'recordType'))}"` +
      ` data-full-url="${attr(getPath(item, 'fullUrl'))}"` +
      ` data-title="${attr(getPath(item, 'title'))}"></${tag}>`,
  )
}

/** `{item|social-button}` */
export const socialButton: FormatterFn = (_args, vars, ctx) => {
  const enabled = isTruthy(ctx.resolve('website.shareButtonOptions'))
  shareButtons(vars, enabled, 'div', 'button-style')
}

/** `{item|social-button-inline}` */
export const socialButtonInline: FormatterFn = (_args, vars, ctx) => {
  const enabled = isTruthy(ctx.resolve('website.shareButtonOptions'))
  shareButtons(vars, enabled, 'span', 'inline-style')
}
