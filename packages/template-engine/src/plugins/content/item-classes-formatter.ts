import type { FormatterFn } from '../../plugin-api.js'
import { RECORD_TYPE_STORE_ITEM } from './content-enums.js'
import { getPath } from './json-value.js'
import { asText, isTruthy } from '../../values.js'
import { isOnSale, isSoldOut } from './product-availability.js'
import { slug } from './slug.js'

function labels(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.map(asText) : []
}

/** `{item|item-classes}`: the CSS classes a theme puts on a collection item's element. */
export const itemClasses: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  const classes = ['hentry']
  const promoted = asText(getPath(item, 'promotedBlockType'))
  if (promoted !== '') classes.push('promoted', `promoted-block-${slug(promoted)}`)
  for (const category of labels(getPath(item, 'categories')))
    classes.push(`category-${slug(category)}`)
  for (const tag of labels(getPath(item, 'tags'))) classes.push(`tag-${slug(tag)}`)
  const author = asText(getPath(item, 'author.displayName'))
  if (author !== '') classes.push(`author-${slug(author)}`)
  classes.push(`post-type-${slug(asText(getPath(item, 'recordTypeLabel')))}`)
  const index = ctx.resolve('@index')
  if (typeof index === 'number') classes.push(`article-index-${index}`)
  if (isTruthy(getPath(item, 'starred'))) classes.push('featured')
  if (getPath(item, 'recordType') === RECORD_TYPE_STORE_ITEM) {
    if (isOnSale(item)) classes.push('on-sale')
    if (isSoldOut(item)) classes.push('sold-out')
  }
  vars[0].set(classes.join(' '))
}
