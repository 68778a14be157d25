import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (predicate: string, options: Record<string, unknown>): string =>
  compile(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`).render({ n: { options } }).output

describe('gallery predicates (SPEC §3 gallery settings)', () => {
  it('compare the design, meta position and active alignment', () => {
    for (const design of ['grid', 'slideshow', 'slider', 'stacked']) {
      expect(test(`gallery-design-${design}?`, { design })).toBe('yes')
      expect(test(`gallery-design-${design}?`, { design: 'other' })).toBe('no')
    }
    for (const position of [
      'top',
      'top-left',
      'top-right',
      'center',
      'bottom',
      'bottom-left',
      'bottom-right',
    ]) {
      expect(test(`gallery-meta-position-${position}?`, { 'meta-position': position })).toBe('yes')
    }
    expect(test('gallery-meta-position-top?', { 'meta-position': 'top-left' })).toBe('no')
    for (const alignment of ['left', 'center', 'right']) {
      expect(
        test(`gallery-active-alignment-${alignment}?`, { 'active-alignment': alignment }),
      ).toBe('yes')
    }
    expect(test('gallery-active-alignment-left?', {})).toBe('no')
  })

  it('read the boolean settings', () => {
    const settings = [
      'autoplay',
      'auto-crop',
      'controls',
      'lightbox',
      'show-meta',
      'show-meta-on-hover',
      'square-thumbs',
      'thumbnails',
    ]
    for (const setting of settings) {
      expect(test(`gallery-${setting}?`, { [setting]: true })).toBe('yes')
      expect(test(`gallery-${setting}?`, {})).toBe('no')
    }
  })

  it('gallery-meta? is true with controls or indicators', () => {
    expect(test('gallery-meta?', { controls: true })).toBe('yes')
    expect(test('gallery-meta?', { indicators: true })).toBe('yes')
    expect(test('gallery-meta?', { controls: false, indicators: false })).toBe('no')
  })
})
