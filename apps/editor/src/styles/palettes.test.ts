import { describe, expect, it } from 'vitest'
import { palettes, usesPalette } from './palettes.js'

describe('palettes', () => {
  it('are a few, named once each, each with a background, a text and an accent colour', () => {
    expect(palettes.length).toBeGreaterThanOrEqual(3)
    expect(new Set(palettes.map((palette) => palette.name)).size).toBe(palettes.length)
    for (const palette of palettes) {
      expect(Object.keys(palette.colors).sort()).toEqual(['accent', 'background', 'text'])
    }
  })

  it('knows the palette in use, whatever the case of the hex digits', () => {
    const clay = palettes[0]!
    expect(usesPalette({ background: '#FBF8F3', text: '#1f1b16', accent: '#B5532F' }, clay)).toBe(
      true,
    )
    expect(usesPalette({ ...clay.colors, accent: '#000000' }, clay)).toBe(false)
  })
})
