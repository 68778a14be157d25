import { describe, expect, it } from 'vitest'
import { accentColours, contrast, parseHex } from './accent-colours.js'

const rgb = (hex: string) => parseHex(hex)!

describe('accentColours', () => {
  for (const accent of ['#b5532f', '#2453d6', '#f5d000', '#15803d', '#000', '#ffffff']) {
    it(`derives readable colours from ${accent}`, () => {
      const derived = accentColours(accent)!
      expect(contrast(rgb(derived.text), rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5)
      expect(contrast(rgb(derived.text), rgb(derived.soft))).toBeGreaterThanOrEqual(4.5)
      expect(contrast(rgb(derived.ink), rgb(accent))).toBeGreaterThanOrEqual(
        contrast(rgb(derived.ink === '#ffffff' ? '#1f1b16' : '#ffffff'), rgb(accent)),
      )
    })
  }

  it('follows the accent: a blue accent gets a blue wash, not the default rust one', () => {
    const blue = accentColours('#2453d6')!
    const [r, , b] = rgb(blue.soft)
    expect(b).toBeGreaterThan(r)
    expect(accentColours('#b5532f')!.soft).not.toBe(blue.soft)
  })

  it('leaves colours that are not hex to the theme', () => {
    expect(accentColours('rgb(10, 20, 30)')).toBeUndefined()
  })
})
