import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { asText, isObject, isTruthy } from '../../values.js'
import { commentCountWords } from './comment-count.js'
import { ownLine } from './own-line.js'

const attr = (value: unknown): string => escapeAttr(asText(value))

const usesDisqus = (ctx: RenderContext): boolean =>
  isTruthy(ctx.resolve('websiteSettings.disqusShortname'))

/** `{item|comment-count}`: 'No Comments', '1 Comment', '5 Comments' (SPEC §8). */
export const commentCount: FormatterFn = (_args, vars) => {
  vars[0].set(commentCountWords(getPath(vars[0].value, 'publicCommentCount')).join(' '))
}

/** `{item|comment-link}`: a link to the item's comments, labelled with their count. */
export const commentLink: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const id = attr(getPath(item, 'id'))
  const url = attr(getPath(item, 'fullUrl'))
  if (usesDisqus(ctx)) {
    vars[0].set(
      ownLine(
        `<a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>`,
      ),
    )
    return
  }
  const [count, noun] = commentCountWords(getPath(item, 'publicCommentCount'))
  vars[0].set(
    ownLine(
      `<a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n` +
        `  ${count}\n  ${noun}\n  </a>`,
    ),
  )
}

/** The owner of the comment thread: the page's item, else its collection. */
function threadOwner(ctx: RenderContext): string {
  for (const kind of ['item', 'collection'] as const) {
    const owner = ctx.resolve(kind)
    if (isObject(owner) && isTruthy(owner)) {
      return (
        ` data-${kind}-id="${attr(owner.id)}"` +
        ` data-public-comment-count="${attr(owner.publicCommentCount)}"` +
        ` data-comment-state="${attr(owner.commentState)}"`
      )
    }
  }
  return ''
}

/** `{item|comments}`: the mount point of the comment thread (Disqus or built-in). */
export const comments: FormatterFn = (_args, vars, ctx) => {
  if (usesDisqus(ctx)) {
    vars[0].set(ownLine('<div class="squarespace-comments" id="disqus_thread"></div>'))
    return
  }
  const id = attr(getPath(vars[0].value, 'id'))
  vars[0].set(
    ownLine(`<div class="squarespace-comments" id="comments-${id}"${threadOwner(ctx)}></div>`),
  )
}
