import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

describe('width and height', () => {
  it('read WIDTHxHEIGHT', () => {
    expect(render('{s|width} {s|height}', { s: '800x400' })).toBe('800 400')
  })
})

describe('resized sizes', () => {
  it('scale the other side, truncating to whole pixels', () => {
    expect(
      render('{s|resizedHeightForWidth 50} {s|resizedWidthForHeight 50}', { s: '250x175' }),
    ).toBe('35 71')
    expect(render('{s|resizedHeightForWidth 50}', { s: '400x100' })).toBe('12')
  })

  it('choose the stored variant that covers the size (SPEC §9)', () => {
    const widths = [50, 101, 301, 501, 751, 1001]
    const out = widths.map((w) => render(`{s|squarespaceThumbnailForWidth ${w}}`, { s: '10x10' }))
    expect(out).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w'])
    expect(render('{s|squarespaceThumbnailForHeight 50}', { s: '400x100' })).toBe('300w')
  })

  it('reject a value that is not an original size', () => {
    expect(render('{s|resizedHeightForWidth 50}', { s: 'abc' })).toBe(
      "Invalid source parameter. Pass in 'originalSize'",
    )
    expect(render('{s|squarespaceThumbnailForHeight 50}', { s: 1000 })).toBe(
      "Invalid source parameter. Pass in 'originalSize'",
    )
  })

  it('picks the thumbnail for a width from the argument alone, as the reference does', () => {
    expect(render('{s|squarespaceThumbnailForWidth 600}', { s: 1000 })).toBe('750w')
    expect(render('{s|squarespaceThumbnailForWidth}', {})).toBe('100w')
  })
})
