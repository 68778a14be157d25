import type { FormatterFn } from '../../plugin-api.js'
import { imageMetaAttributes } from './image-attributes.js'
import { getPath } from './json-value.js'

/** `{image|image-meta}`: the image loader attributes of an image. */
export const imageMeta: FormatterFn = (_args, vars, ctx) => {
  vars[0].set(imageMetaAttributes(vars[0].value, ctx))
}

/** `{item|child-image-meta n}`: attributes of the item's n-th child image (default the first). */
export const childImageMeta: FormatterFn = (args, vars, ctx) => {
  const index = args.length > 0 ? Number.parseInt(args[0], 10) : 0
  const child = Number.isNaN(index) ? undefined : getPath(vars[0].value, `items.${index}`)
  vars[0].set(imageMetaAttributes(child, ctx))
}

/** `{page|cover-image-meta}`: attributes of the page's cover image. */
export const coverImageMeta: FormatterFn = (_args, vars, ctx) => {
  vars[0].set(imageMetaAttributes(getPath(vars[0].value, 'coverImage'), ctx))
}
