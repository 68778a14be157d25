import { checkoutStrings } from './strings.js'

/**
 * Gift card codes are 16 characters of Crockford's base-32 alphabet (no I, L, O or U, so they
 * read aloud and type cleanly), shown in groups of four. The last character is a Luhn mod 32
 * check character, which catches any single mistyped character and most swapped neighbours
 * before the server looks the code up.
 */
export const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const GIFT_CARD_CODE_LENGTH = 16

const BASE = GIFT_CARD_ALPHABET.length
// Characters people type for the ones the alphabet leaves out.
const LOOKALIKES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' }

/** Upper case, separators and spaces removed, look-alike letters read as the digits they mimic. */
export function normalizeGiftCardCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/[ILO]/g, (c) => LOOKALIKES[c] ?? c)
}

/** 'ABCD-EFGH-JKMN-PQRS' from a normalized code. */
export function formatGiftCardCode(code: string): string {
  return (normalizeGiftCardCode(code).match(/.{1,4}/g) ?? []).join('-')
}

function luhnSum(values: readonly number[], doubleFirst: boolean): number {
  let sum = 0
  let double = doubleFirst
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = (values[i] ?? 0) * (double ? 2 : 1)
    sum += Math.floor(addend / BASE) + (addend % BASE)
    double = !double
  }
  return sum % BASE
}

function toValues(code: string): number[] | undefined {
  const values = [...code].map((c) => GIFT_CARD_ALPHABET.indexOf(c))
  return values.some((v) => v < 0) ? undefined : values
}

/** The check character for the first 15 characters of a code (for the server's generator). */
export function giftCardCheckCharacter(payload: string): string {
  const values = toValues(normalizeGiftCardCode(payload))
  if (!values) throw new RangeError('a gift card code uses only the gift card alphabet')
  return GIFT_CARD_ALPHABET[(BASE - luhnSum(values, true)) % BASE] ?? '0'
}

/** Whether the input, once normalized, is 16 characters of the alphabet with a good check. */
export function isValidGiftCardCode(input: string): boolean {
  const code = normalizeGiftCardCode(input)
  if (code.length !== GIFT_CARD_CODE_LENGTH) return false
  const values = toValues(code)
  return values !== undefined && luhnSum(values, false) === 0
}

export type GiftCardCodeCheck =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly code: 'invalid-code'; readonly message: string }

/** The normalized code to look up, or the message to show without a lookup. */
export function checkGiftCardCode(input: string): GiftCardCodeCheck {
  return isValidGiftCardCode(input)
    ? { ok: true, code: normalizeGiftCardCode(input) }
    : { ok: false, code: 'invalid-code', message: checkoutStrings.giftCardCodeInvalid }
}
