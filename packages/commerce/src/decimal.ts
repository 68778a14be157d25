import { divideRounded, type RoundingMode } from './rounding.js'

/** A decimal number as sign, integer coefficient and power of ten: ±coefficient × 10^exponent. */
export interface ParsedDecimal {
  readonly negative: boolean
  readonly coefficient: bigint
  readonly exponent: number
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/**
 * Reads a decimal string ('19.99', '-0.5', '1e3') without going through floating point, so
 * '0.1' stays exactly one tenth. Numbers are accepted when finite; they are read from their
 * shortest round-trip string, which is what a JSON writer produced.
 */
export function parseDecimal(input: string | number): ParsedDecimal | undefined {
  if (typeof input === 'number' && !Number.isFinite(input)) return undefined
  const text = typeof input === 'number' ? String(input) : input.trim()
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, sign, whole = '', fraction = '', exponentText] = match
  if (whole === '' && fraction === '') return undefined
  const exponent = Number(exponentText ?? '0') - fraction.length
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return undefined
  const coefficient = BigInt((whole + fraction).replace(/^0+(?=\d)/, '') || '0')
  return { negative: sign === '-' && coefficient !== 0n, coefficient, exponent }
}

/** The decimal expressed in units of 10^-scale, rounded with `mode` when it has more digits. */
export function decimalToScaled(
  value: ParsedDecimal,
  scale: number,
  mode: RoundingMode = 'half-up',
): bigint {
  const shift = value.exponent + scale
  const signed = value.negative ? -value.coefficient : value.coefficient
  if (shift >= 0) return signed * 10n ** BigInt(shift)
  return divideRounded(signed, 10n ** BigInt(-shift), mode)
}

/** Minor units written as a plain decimal string with exactly `scale` fraction digits. */
export function scaledToDecimal(minor: bigint | number, scale: number): string {
  const value = BigInt(minor)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}
