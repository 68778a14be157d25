import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const srcset = (variants: string): string =>
  render('{@|image-srcset}', { assetUrl: '/a.jpg', systemDataVariants: variants })

describe('image-srcset', () => {
  it('lists the stored variants and the original for the next standard width', () => {
    expect(srcset('1500x983,100w,300w,500w,750w,1000w,1500w')).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,' +
        '/a.jpg?format=750w 750w,/a.jpg?format=1000w 1000w,/a.jpg?format=1500w 1500w,' +
        '/a.jpg?format=original 2500w"',
    )
    expect(srcset('400x300,100w')).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=original 300w"',
    )
  })

  it('adds no original when the widest standard variant exists or the size is unknown', () => {
    expect(srcset('3000x2000,1500w,2500w')).toBe(
      ' srcset="/a.jpg?format=1500w 1500w,/a.jpg?format=2500w 2500w"',
    )
    expect(srcset('150w,350w')).toBe(' srcset="/a.jpg?format=150w 150w,/a.jpg?format=350w 350w"')
  })

  it('leaves the value as it was without variants, as the reference', () => {
    expect(render('{@|image-srcset|json}', { assetUrl: '/a.jpg' })).toBe('{"assetUrl":"/a.jpg"}')
    expect(render('{s|image-srcset}', { s: 'kept' })).toBe('kept')
    expect(render('{foo|image-srcset}', {})).toBe('')
  })

  it('escapes the asset URL, which the reference prints raw', () => {
    expect(render('{@|image-srcset}', { assetUrl: '/a"b', systemDataVariants: '100w' })).toBe(
      ' srcset="/a&quot;b?format=100w 100w,/a&quot;b?format=original 300w"',
    )
  })
})
