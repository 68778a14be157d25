/**
 * How a quotient that falls between two integers is rounded. `half-up` rounds halves away from zero
 * (commercial rounding), `half-even` rounds halves to the even neighbour (banker's rounding), `down`
 * truncates toward zero and `up` rounds away from zero.
 */
export type RoundingMode = 'half-up' | 'half-even' | 'down' | 'up'

/** numerator / denominator rounded to an integer, exactly (no floating point). */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = 'half-up',
): bigint {
  if (denominator === 0n) throw new RangeError('division by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const quotient = n / d
  const remainder = n % d
  let magnitude = quotient
  if (remainder !== 0n) {
    const twice = remainder * 2n
    if (mode === 'up') magnitude += 1n
    else if (mode === 'half-up' && twice >= d) magnitude += 1n
    else if (mode === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n))) {
      magnitude += 1n
    }
  }
  return negative ? -magnitude : magnitude
}

/** A safe-integer minor amount multiplied by a fraction, rounded back to minor units. */
export function multiplyRounded(
  minor: number,
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = 'half-up',
): number {
  return toSafeNumber(divideRounded(BigInt(minor) * numerator, denominator, mode))
}

export function toSafeNumber(value: bigint): number {
  const n = Number(value)
  if (!Number.isSafeInteger(n)) throw new RangeError(`${value} is not a safe integer`)
  return n
}
