import { describe, expect, it } from 'vitest'
import { orderFailureBody, orderFailureStatus, outOfStock } from './order-failure.js'

describe('order failures', () => {
  it('map to the statuses and bodies of the orders API', () => {
    expect([orderFailureStatus(outOfStock), orderFailureBody(outOfStock)]).toEqual([
      409,
      { code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' },
    ])
    const declined = {
      ok: false,
      code: 'payment-declined',
      message: 'Your card was declined.',
    } as const
    expect(orderFailureStatus(declined)).toBe(402)
    const failed = { ok: false, code: 'payment-failed', message: 'Try again.' } as const
    expect([orderFailureStatus(failed), orderFailureBody(failed)]).toEqual([
      502,
      { code: 'payment-failed', message: 'Try again.' },
    ])
    const invalid = { ok: false, code: 'invalid-input', errors: { email: 'Required' } } as const
    expect([orderFailureStatus(invalid), orderFailureBody(invalid)]).toEqual([
      400,
      { errors: { email: 'Required' } },
    ])
  })
})
