import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (context: unknown): string => compile('{@|website-color}').render(context).output

describe('website-color', () => {
  it('prints hsl() or hsla() with two decimals at most', () => {
    expect(render({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe(
      'hsla(200, 30%, 50%, 0.9)',
    )
    expect(render({ hue: 110, saturation: 0.9, lightness: 1 })).toBe('hsl(110, 90%, 100%)')
    expect(render({ hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 })).toBe(
      'hsla(0.96, 95.54%, 95.67%, 0.56)',
    )
  })

  it('names each value out of bounds', () => {
    expect(render({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    )
  })

  it('needs hue, saturation and lightness', () => {
    expect(render({ saturation: 0.9, lightness: 1 })).toBe('Missing an H/S/L value.')
  })
})
