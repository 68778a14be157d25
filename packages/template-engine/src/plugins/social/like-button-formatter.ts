import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { asText, isTruthy } from '../../values.js'
import { ownLine } from './own-line.js'

/** `{item|like-button}`: the like button, when the site enables simple liking. */
export const likeButton: FormatterFn = (_args, vars, ctx) => {
  if (!isTruthy(ctx.resolve('websiteSettings.simpleLikingEnabled'))) {
    vars[0].set('')
    return
  }
  const item = vars[0].value
  vars[0].set(
    ownLine(
      `<span class="sqs-simple-like" data-item-id="${escapeAttr(asText(getPath(item, 'id')))}"` +
        ` data-like-count="${escapeAttr(asText(getPath(item, 'likeCount')))}">\n` +
        '    <span class="like-icon"></span>\n' +
        '    <span class="like-count"></span>\n' +
        '  </span>',
    ),
  )
}
