import { describe, expect, it } from 'vitest'
import { normalizePhoneParts } from './phone-parts.js'

describe('phone parts', () => {
  it('adds an empty leading country part to a three-part phone', () => {
    expect(normalizePhoneParts(['555', '555', '0100'])).toEqual(['', '555', '555', '0100'])
  })

  it('keeps a four-part phone', () => {
    expect(normalizePhoneParts(['1', '555', '555', '0100'])).toEqual(['1', '555', '555', '0100'])
  })

  it('pads a short answer with empty parts', () => {
    expect(normalizePhoneParts([])).toEqual(['', '', '', ''])
  })
})
