import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const item = {
  mainImageId: 'm1',
  mainImage: { assetUrl: 'http://foo.com/bar.jpg' },
  recordType: 1,
  title: 'foo "image"',
  fullUrl: 'http://full.com/url',
}
const ATTRS =
  'data-system-data-id="m1" data-asset-url="http://foo.com/bar.jpg" data-record-type="1" ' +
  'data-full-url="http://full.com/url" data-title="foo &quot;image&quot;"'

describe('social-button', () => {
  const on = { ...item, website: { shareButtonOptions: ['facebook'] } }

  it('renders block and inline share buttons when the site chose services', () => {
    expect(compile('{@|social-button}').render(on).output).toBe(
      `<div class="squarespace-social-buttons button-style" ${ATTRS}></div>`,
    )
    expect(compile('{@|social-button-inline}').render(on).output).toBe(
      `<span class="squarespace-social-buttons inline-style" ${ATTRS}></span>`,
    )
  })

  it('renders nothing without share services', () => {
    expect(compile('{@|social-button}').render(item).output).toBe('')
  })
})
