import { isValidGiftCardCode } from '@atelier/commerce'
import { describe, expect, it } from 'vitest'
import { newGiftCardCode } from './new-gift-card-code.js'

describe('new gift card codes', () => {
  it('are 16 characters that pass the check and differ every time', () => {
    const codes = Array.from({ length: 50 }, () => newGiftCardCode())
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/)
      expect(isValidGiftCardCode(code)).toBe(true)
    }
    expect(new Set(codes).size).toBe(50)
  })
})
