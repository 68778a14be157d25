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
  'data-image-dimensions="1000x500" data-image-focal-point="0.3,0.7" alt="child image"'

describe('image-meta', () => {
  it('prints the loader attributes and the alt text of an image', () => {
    expect(render('{@|image-meta}', image)).toBe(attributes)
  })

  it('defaults the focal point to the centre and drops the licence flag when absent', () => {
    expect(
      render('{@|image-meta}', { assetUrl: '/a.jpg', originalSize: '1x1', filename: 'f' }),
    ).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1x1" ' +
        'data-image-focal-point="0.5,0.5" alt="f"',
    )
  })

  it('takes the alt text from the body without its markup when there is no title', () => {
    expect(render('{@|image-meta}', { body: '<b>bold</b><i>x</i>' })).toContain('alt=" bold  x "')
  })

  it('escapes attribute values', () => {
    expect(render('{@|image-meta}', { title: 'a"<b>', assetUrl: '/x"y' })).toContain(
      'data-src="/x&quot;y" data-image="/x&quot;y"',
    )
    expect(render('{@|image-meta}', { title: 'a"<b>' })).toContain('alt="a&quot;&lt;b&gt;"')
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
