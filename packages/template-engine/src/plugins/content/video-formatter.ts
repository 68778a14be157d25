import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from './escape-attr.js'
import { focalPoint } from './image-attributes.js'
import { colorDataAttributes } from './image-color-formatter.js'
import { getPath } from './json-value.js'
import { asText, isTruthy } from '../../values.js'

const OVERLAY_END = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>'

/** The poster image over the player, or a plain overlay when the video has no thumbnail. */
function overlay(video: unknown, withColors: boolean): string {
  const hasThumb =
    getPath(video, 'mainImageId') !== undefined || getPath(video, 'systemDataId') !== undefined
  if (!hasThumb) return `<div class="sqs-video-overlay no-thumb" style="opacity: 0;">${OVERLAY_END}`
  const colors = withColors ? colorDataAttributes(video, true) : ''
  return (
    '<div class="sqs-video-overlay" style="opacity: 0;">' +
    `<img data-load="false" data-src="${escapeAttr(asText(getPath(video, 'assetUrl')))}"` +
    ` data-image-dimensions="${escapeAttr(asText(getPath(video, 'originalSize')))}"` +
    ` data-image-focal-point="${focalPoint(video)}"${colors === '' ? '' : ` ${colors}`} />` +
    OVERLAY_END
  )
}

/**
 * `{video|video [load-false] [color-data]}`: the wrapper the front-end video loader fills with
 * the provider's embed code, which it reads escaped from `data-html`.
 */
export const video: FormatterFn = (args, vars) => {
  const value = vars[0].value
  const loadFalse = args.includes('load-false') ? '  data-load="false"' : ''
  const html = escapeAttr(asText(getPath(value, 'oembed.html')))
  const provider = escapeAttr(asText(getPath(value, 'oembed.providerName')))
  const cover = isTruthy(getPath(value, 'overlay'))
    ? overlay(value, args.includes('color-data'))
    : ''
  vars[0].set(
    `<div class="sqs-video-wrapper"${loadFalse} data-html="${html}" data-provider-name="${provider}">` +
      `${cover}</div>`,
  )
}
