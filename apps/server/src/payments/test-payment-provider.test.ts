import { describe, expect, it } from 'vitest'
import { createTestPaymentProvider } from './test-payment-provider.js'

const card = (number: string) =>
  ({ kind: 'card', number, expMonth: 12, expYear: 2099, cvc: '123' }) as const

describe('the test payment provider', () => {
  it('follows the test card numbers', async () => {
    const provider = createTestPaymentProvider()
    const pay = (number: string, key: string) =>
      provider.authorize({
        amountCents: 100,
        currency: 'USD',
        idempotencyKey: key,
        source: card(number),
      })
    expect(await pay('4242 4242 4242 4242', 'a')).toMatchObject({ ok: true, cardLast4: '4242' })
    expect(await pay('4000 0000 0000 0002', 'b')).toEqual({
      ok: false,
      code: 'declined',
      message: 'Your card was declined.',
    })
    expect(await pay('4000000000009995', 'c')).toEqual({
      ok: false,
      code: 'insufficient-funds',
      message: 'Your card has insufficient funds.',
    })
  })

  it('answers the same idempotency key with the same authorization', async () => {
    const provider = createTestPaymentProvider()
    const request = {
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: 'same',
      source: card('4242424242424242'),
    }
    expect(await provider.authorize(request)).toEqual(await provider.authorize(request))
  })

  it('saves a reusable token that renews like its card and holds no card number', async () => {
    const provider = createTestPaymentProvider()
    const first = await provider.authorize({
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: 'first',
      source: card('4242424242424242'),
      savePaymentMethod: true,
    })
    if (!first.ok || first.paymentToken === undefined) throw new Error('expected a token')
    expect(first.paymentToken).not.toContain('4242')
    const renewal = await provider.authorize({
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: 'renewal',
      source: { kind: 'token', token: first.paymentToken },
    })
    expect(renewal.ok).toBe(true)
    const forged = await provider.authorize({
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: 'forged',
      source: { kind: 'token', token: 'tok_from_elsewhere' },
    })
    expect(forged.ok).toBe(false)
  })

  it('captures and refunds once per idempotency key', async () => {
    const provider = createTestPaymentProvider()
    const authorized = await provider.authorize({
      amountCents: 2500,
      currency: 'USD',
      idempotencyKey: 'order:authorize',
      source: card('4242424242424242'),
    })
    if (!authorized.ok) throw new Error('expected an authorization')
    const captured = await provider.capture(authorized.authorizationId, 'order:capture')
    expect(captured.reference).toMatch(/^ch_test_/)
    expect(await provider.capture(authorized.authorizationId, 'order:capture')).toEqual(captured)

    await provider.refund(captured.reference, 2500, 'order:refund')
    await provider.refund(captured.reference, 2500, 'order:refund')
    expect(provider.refunds).toEqual([
      { reference: captured.reference, amountCents: 2500, idempotencyKey: 'order:refund' },
    ])
    await provider.refund(captured.reference, 500, 'order:refund-2')
    expect(provider.refunds.map((refund) => refund.idempotencyKey)).toEqual([
      'order:refund',
      'order:refund-2',
    ])
  })
})
