import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const video = {
  oembed: { html: '<iframe src="x"></iframe>', providerName: 'youtube' },
  originalSize: 1000,
  assetUrl: '/v.jpg',
  overlay: true,
  mainImageId: 'm1',
  colorData: { topLeftAverage: '111', centerAverage: '555' },
}
const OPAQUE = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>'

describe('video', () => {
  it('wraps the escaped embed code and a poster overlay with colours', () => {
    expect(render('{@|video load-false color-data}', video)).toBe(
      '<div class="sqs-video-wrapper"  data-load="false" ' +
        'data-html="&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;" data-provider-name="youtube">' +
        '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" ' +
        'data-src="/v.jpg" data-image-dimensions="1000" data-image-focal-point="0.5,0.5" ' +
        `data-color-topleft="#111" data-color-center="#555" />${OPAQUE}</div>`,
    )
  })

  it('marks an overlay without thumbnail and leaves it out when not asked for', () => {
    expect(render('{@|video}', { ...video, mainImageId: undefined })).toContain(
      `<div class="sqs-video-overlay no-thumb" style="opacity: 0;">${OPAQUE}`,
    )
    expect(render('{@|video}', { ...video, overlay: false })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;" ' +
        'data-provider-name="youtube"></div>',
    )
  })
})
