import type { FormatterFn } from '../../plugin-api.js'
import { BLOCK_TYPE_IMAGE } from './content-enums.js'
import { escapeAttr } from './escape-attr.js'
import { imageAltText, imageMetaAttributes } from './image-attributes.js'
import { asText, isObject } from '../../values.js'

const DEFAULT_CLASS = 'thumb-image'

/**
 * `{image|image cls}`: a lazy-loaded image with a no-script fallback. In an image block the
 * author's alt text wins, even when empty, because the author chose it for that block.
 */
export const image: FormatterFn = (args, vars, ctx) => {
  const img = vars[0].value
  if (!isObject(img)) {
    vars[0].set('')
    return
  }
  const alt =
    ctx.resolve('blockType') === BLOCK_TYPE_IMAGE ? asText(img.altText) : imageAltText(img)
  const cls = escapeAttr(args[0] ?? DEFAULT_CLASS)
  const key = asText(img.componentKey)
  const componentKey = key === '' ? '' : `data-component-key="${escapeAttr(key)}" `
  vars[0].set(
    `<noscript><img src="${escapeAttr(asText(img.assetUrl))}" alt="${escapeAttr(alt)}" /></noscript>` +
      `<img class="${cls}" ${componentKey}${imageMetaAttributes(img, alt)}` +
      ` data-load="false" data-image-id="${escapeAttr(asText(img.id))}" data-type="image" />`,
  )
}
