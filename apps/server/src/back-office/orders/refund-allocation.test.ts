import { describe, expect, it } from 'vitest'
import { allocateRefund, refundableCents } from './refund-allocation.js'

const cards = [
  { giftCardId: 'a', amountCents: 1000 },
  { giftCardId: 'b', amountCents: 500 },
]
const order = (status: string, refundedCents = 0) => ({
  status,
  grandTotalCents: 5000,
  amountDueCents: 3500,
  giftCardCents: 1500,
  refundedCents,
})

describe('refundableCents', () => {
  it('is what was paid less what was refunded', () => {
    expect(refundableCents(order('paid'))).toBe(5000)
    expect(refundableCents(order('paid', 1200))).toBe(3800)
    expect(refundableCents(order('paid', 5000))).toBe(0)
  })

  it('counts only the gift cards of an order still awaiting its offline payment', () => {
    expect(refundableCents(order('received'))).toBe(1500)
  })

  it('is nothing for orders that took no money or were cancelled', () => {
    for (const status of ['pending', 'failed', 'cancelled']) {
      expect(refundableCents(order(status))).toBe(0)
    }
  })
})

describe('allocateRefund', () => {
  it('gives back through the provider first', () => {
    expect(allocateRefund(order('paid'), cards, 2000)).toEqual({
      providerCents: 2000,
      giftCards: [],
    })
  })

  it('then restores the gift cards in the order they were spent', () => {
    expect(allocateRefund(order('paid', 3000), cards, 1200)).toEqual({
      providerCents: 500,
      giftCards: [{ giftCardId: 'a', amountCents: 700 }],
    })
    expect(allocateRefund(order('paid', 4200), cards, 800)).toEqual({
      providerCents: 0,
      giftCards: [
        { giftCardId: 'a', amountCents: 300 },
        { giftCardId: 'b', amountCents: 500 },
      ],
    })
  })

  it('takes nothing from the provider of an unpaid offline order', () => {
    expect(allocateRefund(order('received'), cards, 1500)).toEqual({
      providerCents: 0,
      giftCards: [
        { giftCardId: 'a', amountCents: 1000 },
        { giftCardId: 'b', amountCents: 500 },
      ],
    })
  })
})
