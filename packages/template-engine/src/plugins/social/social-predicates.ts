import type { PredicateFn } from '../../plugin-api.js'
import { asNumber, getPath } from '../content/json-value.js'
import { isTruthy } from '../../values.js'

const COMMENT_STATE_OPEN = 1

/**
 * `{.comments?}`: the item shows comments when they are open or some were published,
 * unless the site turned comments off (SPEC §4).
 */
export const commentsPredicate: PredicateFn = (_args, ctx) => {
  const node = ctx.node()
  if (ctx.resolve('websiteSettings.commentsEnabled') === false) return false
  return (
    getPath(node, 'commentState') === COMMENT_STATE_OPEN ||
    (asNumber(getPath(node, 'publicCommentCount')) ?? 0) > 0
  )
}

/** `{.disqus?}`: the site uses Disqus for comments. */
export const disqusPredicate: PredicateFn = (_args, ctx) =>
  isTruthy(ctx.resolve('websiteSettings.disqusShortName'))
