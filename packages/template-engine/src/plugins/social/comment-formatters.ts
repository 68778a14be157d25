import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { escapeHtml } from '../core/escape.js'
import { deepEqual } from '../core/deep-equal.js'
import { getChild, isTruthy, toOutput } from '../../values.js'
import { commentCountWords } from './comment-count.js'
import { ownLine } from './own-line.js'
import { socialStrings } from './strings.js'

/**
 * A name as the markup of these formatters reads it, with `item` as the scope: the item's own
 * field, else the name looked up the stack from where the formatter runs (as a section would),
 * then the rest of the path below it.
 */
function lookup(ctx: RenderContext, item: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path as [string, ...string[]]
  const own = getChild(item, head)
  const found = own !== undefined ? own : ctx.resolve([head])
  return rest.length === 0 || found === null ? found : getPath(found, rest.join('.'))
}

/** What a variable prints, escaped for an attribute (the reference prints these raw). */
const attr = (value: unknown): string => escapeAttr(toOutput(value))

const usesDisqus = (ctx: RenderContext, item: unknown): boolean =>
  isTruthy(lookup(ctx, item, ['websiteSettings', 'disqusShortname']))

/** `{item|comment-count}`: 'No Comments', '1 Comment', '5 Comments' (SPEC §8). */
export const commentCount: FormatterFn = (_args, vars) => {
  vars[0].set(commentCountWords(getPath(vars[0].value, 'publicCommentCount')).join(' '))
}

/**
 * `{item|comment-link}`: a link to the item's comments, labelled with their count: 'No' for
 * zero, else the count as it is; 'Comment' for exactly one, else 'Comments'.
 */
export const commentLink: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const id = attr(lookup(ctx, item, ['id']))
  const url = attr(lookup(ctx, item, ['fullUrl']))
  if (usesDisqus(ctx, item)) {
    vars[0].set(
      ownLine(
        `<a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>`,
      ),
    )
    return
  }
  const count = lookup(ctx, item, ['publicCommentCount']) ?? null
  const label = deepEqual(count, 0) ? socialStrings.noComments : escapeHtml(toOutput(count))
  const noun = deepEqual(count, 1) ? socialStrings.comment : socialStrings.comments
  vars[0].set(
    ownLine(
      `<a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n` +
        `  ${label}\n  ${noun}\n  </a>`,
    ),
  )
}

/** The owner of the comment thread: the page's item, else its collection (when truthy). */
function threadOwner(ctx: RenderContext, item: unknown): string {
  for (const kind of ['item', 'collection'] as const) {
    if (!isTruthy(lookup(ctx, item, [kind]))) continue
    const field = (name: string): string => attr(lookup(ctx, item, [kind, name]))
    return (
      ` data-${kind}-id="${field('id')}"` +
      ` data-public-comment-count="${field('publicCommentCount')}"` +
      ` data-comment-state="${field('commentState')}"`
    )
  }
  return ''
}

/** `{item|comments}`: the mount point of the comment thread (Disqus or built-in). */
export const comments: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  if (usesDisqus(ctx, item)) {
    vars[0].set(ownLine('<div class="squarespace-comments" id="disqus_thread"></div>'))
    return
  }
  const id = attr(lookup(ctx, item, ['id']))
  vars[0].set(
    ownLine(
      `<div class="squarespace-comments" id="comments-${id}"${threadOwner(ctx, item)}></div>`,
    ),
  )
}
