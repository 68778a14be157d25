import { describe, expect, it } from 'vitest'
import {
  GIFT_CARD_ALPHABET,
  checkGiftCardCode,
  formatGiftCardCode,
  giftCardCheckCharacter,
  isValidGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code.js'

const payload = '7K3MQ9XH2D4TWB8'
const code = payload + giftCardCheckCharacter(payload)

describe('gift card codes', () => {
  it('normalizes case, separators and look-alike letters', () => {
    expect(normalizeGiftCardCode(' abcd-efgh ijkl_mnop ')).toBe('ABCDEFGH1JK1MN0P')
    expect(formatGiftCardCode(code.toLowerCase())).toBe(code.match(/.{4}/g)!.join('-'))
  })

  it('accepts a generated code however it is typed', () => {
    expect(code).toHaveLength(16)
    expect(isValidGiftCardCode(code)).toBe(true)
    expect(isValidGiftCardCode(formatGiftCardCode(code).toLowerCase())).toBe(true)
    expect(checkGiftCardCode(` ${formatGiftCardCode(code)} `)).toEqual({ ok: true, code })
  })

  it('catches every single mistyped character', () => {
    for (let i = 0; i < code.length; i++) {
      for (const c of GIFT_CARD_ALPHABET) {
        if (c === code[i]) continue
        const typo = code.slice(0, i) + c + code.slice(i + 1)
        expect(isValidGiftCardCode(typo)).toBe(false)
      }
    }
  })

  it('catches swapped neighbours', () => {
    for (let i = 0; i < code.length - 1; i++) {
      if (code[i] === code[i + 1]) continue
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2)
      expect(isValidGiftCardCode(swapped)).toBe(false)
    }
  })

  it('refuses the wrong length or foreign characters with a message', () => {
    expect(isValidGiftCardCode(code.slice(0, 15))).toBe(false)
    expect(isValidGiftCardCode(code.slice(0, 15) + 'U')).toBe(false)
    expect(checkGiftCardCode('1234')).toEqual({
      ok: false,
      code: 'invalid-code',
      message: 'This gift card code is not valid. Please check it and try again.',
    })
  })
})
