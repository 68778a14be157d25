import { describe, expect, it } from 'vitest'
import { paymentStatusOf } from './payment-status.js'

describe('paymentStatusOf', () => {
  const order = (status: string, refundedCents = 0) => ({
    status,
    refundedCents,
    grandTotalCents: 5000,
  })

  it('reads the order status for orders not (yet) paid', () => {
    expect(paymentStatusOf(order('pending'))).toBe('pending')
    expect(paymentStatusOf(order('failed'))).toBe('failed')
    expect(paymentStatusOf(order('received'))).toBe('unpaid')
  })

  it('tells paid, partly refunded and refunded apart by the refunded total', () => {
    expect(paymentStatusOf(order('paid'))).toBe('paid')
    expect(paymentStatusOf(order('paid', 1))).toBe('partially-refunded')
    expect(paymentStatusOf(order('paid', 5000))).toBe('refunded')
  })

  it('calls a cancelled order that took nothing voided, else refunded', () => {
    expect(paymentStatusOf(order('cancelled'))).toBe('voided')
    expect(paymentStatusOf(order('cancelled', 5000))).toBe('refunded')
  })
})
