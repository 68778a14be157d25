import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const image = {
  title: 'child image',
  originalSize: '1000x500',
  assetUrl: '/foo/bar.jpg',
  licensedAssetPreview: {},
  mediaFocalPoint: { x: 0.3, y: 0.7 },
}
const attributes =
  'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" ' +
  'data-image-dimensions="1000x500" data-image-focal-point="0.3,0.7" alt="child image" '

describe('image-meta', () => {
  it('prints the loader attributes and the alt text of an image', () => {
    expect(render('{@|image-meta}', image)).toBe(attributes)
  })

  it('defaults the focal point to the centre and drops the licence flag when absent', () => {
    expect(
      render('{@|image-meta}', { assetUrl: '/a.jpg', originalSize: '1x1', filename: 'f' }),
    ).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1x1" ' +
        'data-image-focal-point="0.5,0.5" alt="f" ',
    )
  })

  it('takes the alt text from the body without its markup when there is no title', () => {
    expect(render('{@|image-meta}', { body: '<b>bold</b><i>x</i>' })).toContain('alt=" bold  x "')
  })

  it('escapes the alt text; the URL prints as it is, as in the reference', () => {
    expect(render('{@|image-meta}', { title: 'a"<b>', assetUrl: '/x?a=1&b=2' })).toContain(
      'data-src="/x?a=1&b=2" data-image="/x?a=1&b=2"',
    )
    expect(render('{@|image-meta}', { title: 'a"<b>' })).toContain('alt="a&quot;&lt;b&gt;"')
  })

  it('names the component key first when the image has one', () => {
    expect(render('{@|image-meta}', { componentKey: 'k1', assetUrl: '/a.jpg' })).toMatch(
      /^data-component-key="k1" data-src="\/a.jpg"/,
    )
  })

  it('reads a missing coordinate of a focal point as 0', () => {
    expect(render('{@|image-meta}', { mediaFocalPoint: { x: 0.2 } })).toContain(
      'data-image-focal-point="0.2,0"',
    )
  })

  it("takes an image block's own alt text, trimmed, even when empty", () => {
    const img = { title: 'T', altText: ' alt ' }
    expect(render('{@|image-meta}', { ...img, blockType: 5 })).toContain('alt="alt" ')
    expect(render('{.section img}{@|image-meta}{.end}', { blockType: 5, img })).toContain(
      'alt="alt" ',
    )
    expect(render('{@|image-meta}', { title: 'T', blockType: 5 })).toContain('alt="" ')
    expect(render('{@|image-meta}', img)).toContain('alt="T" ')
  })

  it('describes any value that is not missing, with empty fields', () => {
    expect(render('{a|image-meta}', { a: 'text' })).toBe(
      'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
    )
  })

  it('prints nothing for a missing image', () => {
    expect(render('{foo|image-meta}', {})).toBe('')
  })
})

describe('child-image-meta', () => {
  it('describes the n-th child image, the first by default', () => {
    expect(render('{@|child-image-meta 1}', { items: [{}, image] })).toBe(attributes)
    expect(render('{@|child-image-meta}', { items: [image] })).toBe(attributes)
  })

  it('prints nothing when there is no such child', () => {
    expect(render('{@|child-image-meta 2}', { items: [] })).toBe('')
  })
})

describe('cover-image-meta', () => {
  it('describes the cover image', () => {
    expect(render('{@|cover-image-meta}', { coverImage: image })).toBe(attributes)
  })
})
