import { describe, expect, it } from 'vitest'
import { checkOrderRequest } from '../orders/validate-order-request.js'
import { stripeCspSources } from '../payments/stripe/stripe-browser.js'
import { accountCspWithStripe } from './account-stripe-csp.js'

const body = {
  email: 'ada@example.com',
  idempotencyKey: 'key-12345678',
}

describe('saved cards at checkout', () => {
  it('pays with a saved card without a token, and never asks to save a saved card', () => {
    const checked = checkOrderRequest({
      ...body,
      payment: { provider: 'test', savedCardId: 'card-1', saveCard: true },
    })
    expect(checked).toEqual({
      ok: true,
      request: { ...body, payment: { provider: 'test', token: '', savedCardId: 'card-1' } },
    })
    expect(
      checkOrderRequest({ ...body, payment: { provider: 'stripe', saveCard: true } }),
    ).toMatchObject({ ok: true, request: { payment: { provider: 'stripe', saveCard: true } } })
    // A new test card still needs its token; card fields are refused as ever.
    expect(checkOrderRequest({ ...body, payment: { provider: 'test' } })).toMatchObject({
      ok: false,
      errors: { 'payment.token': expect.any(String) },
    })
    expect(
      checkOrderRequest({
        ...body,
        payment: { provider: 'test', savedCardId: 'c', number: '4242' },
      }),
    ).toMatchObject({ ok: false, errors: { 'payment.card': expect.any(String) } })
  })

  it("adds exactly Stripe's origins to /account's policy", () => {
    const policy = accountCspWithStripe(stripeCspSources({}))
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com")
    expect(policy).toContain("connect-src 'self' https://api.stripe.com")
    expect(policy).toContain('https://hooks.stripe.com')
    expect(policy).toContain("frame-ancestors 'self'")
  })
})
