import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr, escapeHtml } from './html-escape.js'
import { asRecord } from './json-value.js'
import { localized } from './localized.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'

/** A scalar as text; objects, arrays, null and missing values are empty. */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

/**
 * `{item|product-quick-view group}`: the Quick View button. The group is the item's field of
 * that name, else a variable of that name up the scope stack, else the name itself.
 */
export const productQuickViewFormatter: FormatterFn = (args, vars, ctx) => {
  const item = asRecord(vars[0].value)
  const id = scalarText(item?.id)
  const name = args[0] ?? ''
  let group = name
  const own = item?.[name]
  if (own !== undefined) group = scalarText(own)
  else {
    const resolved = ctx.resolve([name])
    if (resolved !== undefined) group = scalarText(resolved)
  }
  const text = localized(ctx, LOCALIZED_KEYS.quickView, STRINGS.quickView)
  vars[0].set(
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" ` +
      `data-id="${escapeAttr(id)}" data-group="${escapeAttr(group)}">${escapeHtml(text)}</span>`,
  )
}
