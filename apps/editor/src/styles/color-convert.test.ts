import { describe, expect, it } from 'vitest'
import { hslToRgb, parseCss, parseHex, rgbToHsl, toCss, toHex } from './color-convert.js'

describe('colour picker conversions', () => {
  it('reads 3 to 8 digit hex colours', () => {
    expect(parseHex('#b5532f')).toEqual({ r: 181, g: 83, b: 47, a: 1 })
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseHex('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 })
    expect(parseHex('#12')).toBeUndefined()
  })

  it('converts between RGB and HSL both ways', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 100, l: 50, a: 1 })
    expect(hslToRgb({ h: 120, s: 100, l: 25, a: 1 })).toEqual({ r: 0, g: 128, b: 0, a: 1 })
    expect(rgbToHsl(parseHex('#ff8000')!)).toEqual({ h: 30, s: 100, l: 50, a: 1 })
    expect(toHex(hslToRgb(rgbToHsl(parseHex('#ff8000')!)))).toBe('#ff8000')
  })

  it('writes alpha as rgba() and reads it back', () => {
    expect(toCss({ r: 10, g: 20, b: 30, a: 0.25 })).toBe('rgba(10, 20, 30, 0.25)')
    expect(parseCss('rgba(10, 20, 30, 0.25)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 })
    expect(toCss({ r: 10, g: 20, b: 30, a: 1 })).toBe('#0a141e')
  })
})
