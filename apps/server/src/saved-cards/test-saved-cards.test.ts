import { describe, expect, it } from 'vitest'
import { readTestToken, savedTestToken, testCardToken } from '../payments/test-card-token.js'
import { createTestPaymentProvider } from '../payments/test-payment-provider.js'

describe("the test provider's saved cards", () => {
  it('keeps the brand, last 4 and expiry in the token, never the number', () => {
    const { token } = testCardToken('4242 4242 4242 4242', { expMonth: 4, expYear: 2031 })
    expect(token).toMatch(/^tok_test_succeeded_4242_visa-0431_[0-9a-f]+$/)
    expect(readTestToken(token)).toMatchObject({
      outcome: 'succeeded',
      face: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 },
    })
    const saved = savedTestToken('declined', {
      brand: 'visa',
      last4: '0341',
      expMonth: 12,
      expYear: 2099,
    })
    expect(saved).not.toMatch(/4242\D?4242/)
    expect(readTestToken(saved)).toMatchObject({
      outcome: 'declined',
      saved: true,
      face: { last4: '0341', expMonth: 12, expYear: 2099 },
    })
    // Tokens made before faces still read as they did.
    expect(readTestToken('pm_test_succeeded_00ff')).toMatchObject({ outcome: 'succeeded' })
  })

  it('saves a card that pays, refuses one that does not, and lists only saved tokens', async () => {
    const methods = createTestPaymentProvider().savedMethods
    if (methods === undefined) throw new Error('expected saved methods')
    const setUp = (number: string) =>
      methods.setUp({
        email: 'a@example.com',
        accountRef: 'user-1',
        idempotencyKey: 'k',
        source: {
          kind: 'token',
          token: testCardToken(number, { expMonth: 5, expYear: 2030 }).token,
        },
      })
    const saved = await setUp('4242424242424242')
    if (saved.status !== 'succeeded') throw new Error('expected a saved card')
    expect(await setUp('4000000000000002')).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    })
    expect(await methods.list([saved.token, 'tok_test_succeeded_4242_00'])).toEqual([
      { token: saved.token, brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 },
    ])
  })
})
