import { escapeAttr } from './escape-attr.js'
import { asNumber, getPath } from './json-value.js'
import { asText, isObject } from '../../values.js'

/** Longest alt text taken from an image's body text (SPEC §9 text-derived description). */
const MAX_DESCRIPTION = 250
const TAG = /<[^>]*>/g
const DEFAULT_FOCAL = 0.5

/** Body text without its markup: each tag becomes one space, as a browser would separate words. */
function plainText(html: string): string {
  return html.replace(TAG, ' ')
}

/** Alt text of an image: its title, else its body text (shortened), else its file name. */
export function imageAltText(image: unknown): string {
  const title = asText(getPath(image, 'title'))
  if (title !== '') return title
  const body = asText(getPath(image, 'body'))
  if (body !== '') return plainText(body).slice(0, MAX_DESCRIPTION)
  return asText(getPath(image, 'filename'))
}

/** The `x,y` focal point of an image or video thumbnail, the centre by default (SPEC §3). */
export function focalPoint(image: unknown): string {
  const x = asNumber(getPath(image, 'mediaFocalPoint.x')) ?? DEFAULT_FOCAL
  const y = asNumber(getPath(image, 'mediaFocalPoint.y')) ?? DEFAULT_FOCAL
  return `${x},${y}`
}

/** True when the image is a licensed preview (the field is present, even as an empty object). */
function isLicensedPreview(image: unknown): boolean {
  const preview = getPath(image, 'licensedAssetPreview')
  return preview !== undefined && preview !== null && preview !== false
}

/**
 * The data attributes that the front-end image loader reads, then the alt attribute.
 * `alt` overrides the alt text derived from the image.
 */
export function imageMetaAttributes(image: unknown, alt = imageAltText(image)): string {
  if (!isObject(image)) return ''
  const url = escapeAttr(asText(image.assetUrl))
  const licensed = isLicensedPreview(image) ? 'data-licensed-asset-preview="true" ' : ''
  return (
    `${licensed}data-src="${url}" data-image="${url}"` +
    ` data-image-dimensions="${escapeAttr(asText(image.originalSize))}"` +
    ` data-image-focal-point="${focalPoint(image)}" alt="${escapeAttr(alt)}"`
  )
}
