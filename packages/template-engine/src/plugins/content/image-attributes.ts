import type { RenderContext } from '../../plugin-api.js'
import { asNumber, asText, getChild, isObject, isTruthy } from '../../values.js'
import { escapeAttr } from './escape-attr.js'
import { BLOCK_TYPE_IMAGE } from './content-enums.js'
import { getPath } from './json-value.js'

/** Longest alt text taken from an image's body text (SPEC §9 text-derived description). */
const MAX_DESCRIPTION = 250

/** Body text without its markup: each tag becomes one space, as a browser would separate words. */
function plainText(html: string): string {
  let out = ''
  let inTag = false
  for (const ch of html) {
    if (ch === '<') inTag = true
    else if (ch === '>') {
      inTag = false
      out += ' '
    } else if (!inTag) out += ch
  }
  return out
}

/** Alt text from an item's own fields: its title, else its body text (shortened), else its file name. */
function describedAltText(image: unknown): string {
  const title = getPath(image, 'title')
  if (isTruthy(title)) return asText(title)
  const body = getPath(image, 'body')
  if (isTruthy(body)) {
    const text = plainText(asText(body))
    if (text.length > 0) return text.slice(0, MAX_DESCRIPTION)
  }
  const filename = getPath(image, 'filename')
  return isTruthy(filename) ? asText(filename) : ''
}

/**
 * Alt text of an image. In an image block (the block type is looked up from the image up the
 * scope stack, as the reference looks it up) the author's alt text wins, even when empty,
 * because the author chose it for that block.
 */
export function imageAltText(ctx: RenderContext, image: unknown): string {
  const own = getChild(image, 'blockType')
  const blockType = own !== undefined ? own : ctx.resolve('blockType')
  if (blockType !== undefined && asNumber(blockType) === BLOCK_TYPE_IMAGE) {
    return asText(getPath(image, 'altText')).trim()
  }
  return describedAltText(image)
}

/**
 * The `x,y` focal point of an image or video thumbnail: the centre without a focal point, and a
 * missing coordinate of a given focal point reads as 0, as in the reference.
 */
export function focalPoint(image: unknown): string {
  const point = getPath(image, 'mediaFocalPoint')
  if (point === undefined) return '0.5,0.5'
  return `${asNumber(getChild(point, 'x'))},${asNumber(getChild(point, 'y'))}`
}

/** True when the image is a licensed preview (the field holds an object, even an empty one). */
function isLicensedPreview(image: unknown): boolean {
  return isObject(getPath(image, 'licensedAssetPreview'))
}

/**
 * The data attributes that the front-end image loader reads, then the alt attribute, each
 * followed by a space; nothing for a missing image. `escapedAlt` (already escaped) overrides
 * the alt text derived from the image. URLs, sizes and keys print as they are, as in the
 * reference.
 */
export function imageMetaAttributes(
  image: unknown,
  ctx: RenderContext,
  escapedAlt?: string,
): string {
  if (image === undefined) return ''
  const url = asText(getPath(image, 'assetUrl'))
  const componentKey = getPath(image, 'componentKey')
  return (
    (isLicensedPreview(image) ? 'data-licensed-asset-preview="true" ' : '') +
    (componentKey === undefined ? '' : `data-component-key="${asText(componentKey)}" `) +
    `data-src="${url}" data-image="${url}" ` +
    `data-image-dimensions="${asText(getPath(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" ` +
    `alt="${escapedAlt ?? escapeAttr(imageAltText(ctx, image))}" `
  )
}
