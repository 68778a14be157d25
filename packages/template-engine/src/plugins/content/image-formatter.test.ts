import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const img = {
  id: 'i1',
  title: 'a title',
  originalSize: 1000,
  assetUrl: '/foo/bar.jpg',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
  altText: 'alt',
}

describe('image', () => {
  it('prints a lazy image with a no-script fallback', () => {
    expect(render('{@|image}', img)).toBe(
      '<noscript><img src="/foo/bar.jpg" alt="a title" /></noscript><img class="thumb-image" ' +
        'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" ' +
        'data-image-focal-point="0.3,0.7" alt="a title" data-load="false" data-image-id="i1" ' +
        'data-type="image" />',
    )
  })

  it('uses the class argument and prints the component key', () => {
    const out = render('{@|image my-class}', { ...img, componentKey: 'k' })
    expect(out).toContain('<img class="my-class" data-component-key="k" data-src=')
  })

  it("uses the author's alt text in an image block, even when empty", () => {
    expect(render('{img|image}', { img, blockType: 5 })).toContain('alt="alt"')
    expect(render('{img|image}', { img: { ...img, altText: '' }, blockType: 5 })).toContain(
      '<noscript><img src="/foo/bar.jpg" alt="" />',
    )
  })

  it('shortens alt text taken from the body to 250 characters', () => {
    const out = render('{@|image}', { ...img, title: '', body: 'x'.repeat(300) })
    expect(out).toContain(`alt="${'x'.repeat(250)}"`)
    expect(out).not.toContain('x'.repeat(251))
  })
})
