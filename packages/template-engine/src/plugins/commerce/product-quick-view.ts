import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asRecord, asText } from './json-value.js'
import { localized } from './localized.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'

/**
 * `{item|product-quick-view group}`: the Quick View button. The argument names a
 * variable holding the group; when it resolves to nothing the name itself is the group.
 */
export const productQuickViewFormatter: FormatterFn = (args, vars, ctx) => {
  const id = asText(asRecord(vars[0].value)?.id)
  let group = ''
  if (args.length > 0) {
    const resolved = ctx.resolve(args[0])
    group = resolved === undefined || resolved === null ? args[0] : asText(resolved)
  }
  const text = localized(ctx, LOCALIZED_KEYS.quickView, STRINGS.quickView)
  vars[0].set(
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" ` +
      `data-id="${escapeAttr(id)}" data-group="${escapeAttr(group)}">${escapeHtml(text)}</span>`,
  )
}
