import { describe, expect, it } from 'vitest'
import { lineRefundCents, refundPrefillCents } from './refund-prefill.js'

// $42.00 vase, 10 % off ($37.80), 5.5 % tax added ($2.08): the customer paid $39.88.
const vase = { quantity: 1, refundedQuantity: 0, paidCents: 3780 + 208 }

describe('refund pre-fill', () => {
  it('is what the customer paid for the line after discounts, with its tax — not the list price', () => {
    expect(refundPrefillCents([{ line: vase, count: 1 }], 10_000)).toBe(3988)
  })

  it('is the price when nothing was taken off and no tax added', () => {
    const mug = { quantity: 2, refundedQuantity: 0, paidCents: 2500 }
    expect(refundPrefillCents([{ line: mug, count: 2 }], 10_000)).toBe(2500)
  })

  it('is never more than is left to refund on the order', () => {
    expect(refundPrefillCents([{ line: vase, count: 1 }], 1500)).toBe(1500)
    expect(refundPrefillCents([{ line: vase, count: 1 }], 0)).toBe(0)
  })

  it('gives back exactly what a line was paid when refunded unit by unit (rounding)', () => {
    const three = { quantity: 3, refundedQuantity: 0, paidCents: 1000 }
    const parts = [0, 1, 2].map((refundedQuantity) =>
      lineRefundCents({ ...three, refundedQuantity }, 1),
    )
    expect(parts).toEqual([333, 334, 333])
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(1000)
  })

  it('counts no more units than are left on the line, and none below zero', () => {
    const half = { quantity: 2, refundedQuantity: 1, paidCents: 3000 }
    expect(lineRefundCents(half, 5)).toBe(1500)
    expect(lineRefundCents(half, -1)).toBe(0)
  })

  it('adds the chosen lines together', () => {
    const mug = { quantity: 2, refundedQuantity: 0, paidCents: 2374 }
    expect(
      refundPrefillCents(
        [
          { line: vase, count: 1 },
          { line: mug, count: 1 },
        ],
        10_000,
      ),
    ).toBe(3988 + 1187)
  })
})
