import type { FormatterFn } from '../../plugin-api.js'
import { asText } from '../../values.js'
import { escapeAttr } from './escape-attr.js'
import { imageAltText, imageMetaAttributes } from './image-attributes.js'
import { getPath } from './json-value.js'

const DEFAULT_CLASS = 'thumb-image'

/**
 * `{image|image cls}`: a lazy-loaded image with a no-script fallback. The alt text is escaped
 * once (the reference escapes it twice in the second image; see the differential test).
 */
export const image: FormatterFn = (args, vars, ctx) => {
  const img = vars[0].value
  const alt = escapeAttr(imageAltText(ctx, img))
  const cls = args.length === 1 ? args[0] : DEFAULT_CLASS
  vars[0].set(
    `<noscript><img src="${asText(getPath(img, 'assetUrl'))}" alt="${alt}" /></noscript>` +
      `<img class="${cls}" ${imageMetaAttributes(img, ctx, alt)}` +
      `data-load="false" data-image-id="${asText(getPath(img, 'id'))}" data-type="image" />`,
  )
}
