import { CommerceError } from './commerce-error.js'
import { toSafeNumber } from './rounding.js'

/**
 * Splits an integer amount across lines in proportion to their weights (e.g. line totals) so that
 * the parts add up to the amount exactly: each line gets the floor of its share, and the units left
 * over go one each to the lines with the largest remainders (earlier lines win ties). With all
 * weights zero the amount is split evenly. Used to spread an order discount over its lines.
 */
export function prorate(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount)) {
    throw new CommerceError('invalid-amount', `${amount} is not a whole number of minor units`)
  }
  if (weights.length === 0) {
    if (amount === 0) return []
    throw new CommerceError('invalid-weights', 'cannot prorate a non-zero amount over no lines')
  }
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new CommerceError('invalid-weights', 'weights must be non-negative whole numbers')
  }
  const allZero = weights.every((w) => w === 0)
  const big = weights.map((w) => BigInt(allZero ? 1 : w))
  const total = big.reduce((sum, w) => sum + w, 0n)
  const magnitude = BigInt(Math.abs(amount))

  const shares = big.map((w, index) => ({
    index,
    base: (magnitude * w) / total,
    remainder: (magnitude * w) % total,
  }))
  let leftover = magnitude - shares.reduce((sum, s) => sum + s.base, 0n)
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (const share of byRemainder) {
    if (leftover === 0n) break
    share.base += 1n
    leftover -= 1n
  }
  const sign = amount < 0 ? -1 : 1
  return shares.map((s) => sign * toSafeNumber(s.base) || 0)
}

/** Splits an amount into `parts` near-equal integers that sum to it exactly. */
export function splitEvenly(amount: number, parts: number): number[] {
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new CommerceError('invalid-weights', 'parts must be a positive whole number')
  }
  return prorate(amount, new Array<number>(parts).fill(1))
}
