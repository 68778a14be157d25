import { describe, expect, it } from 'vitest'
import { readTestToken, testCardToken } from './test-card-token.js'
import { createTestPaymentProvider } from './test-payment-provider.js'

const card = (number: string) => ({ kind: 'token', token: testCardToken(number).token }) as const
const session = (key: string, source: ReturnType<typeof card>, amountCents = 100) => ({
  amountCents,
  currency: 'USD',
  orderReference: 'order-1',
  idempotencyKey: key,
  customer: { email: 'ada@example.com' },
  source,
})

describe('the test card token', () => {
  it('holds the outcome and the last 4 digits, never the rest of the number', () => {
    const { token, last4 } = testCardToken('4242 4242 4242 4242')
    expect(last4).toBe('4242')
    expect(token).toMatch(/^tok_test_succeeded_4242_[0-9a-f]+$/)
    expect(token).not.toMatch(/42424242/)
    expect(readTestToken(token)).toEqual({
      outcome: 'succeeded',
      renewal: 'succeeded',
      last4: '4242',
      saved: false,
    })
    expect(readTestToken('tok_test_succeeded_42_zz')).toMatchObject({ outcome: 'declined' })
  })

  it('carries what a renewal test card does later', () => {
    const { token } = testCardToken('4000 0000 0000 0341')
    expect(token).toMatch(/^tok_test_succeeded\.declined_0341_[0-9a-f]+$/)
    expect(readTestToken(token)).toMatchObject({ outcome: 'succeeded', renewal: 'declined' })
  })
})

describe('saved cards', () => {
  it('pays at checkout, then declines or asks for authentication on renewals', async () => {
    const provider = createTestPaymentProvider()
    const first = await provider.initiate({
      ...session('first', card('4000 0000 0000 0341')),
      savePaymentMethod: true,
    })
    expect(first.status).toBe('authorized')
    const saved = { kind: 'token', token: first.paymentToken ?? '' } as const
    expect(await provider.initiate({ ...session('renew', saved), offSession: true })).toMatchObject(
      {
        status: 'failed',
        failure: { code: 'declined' },
      },
    )
    const strong = await provider.initiate({
      ...session('first-3ds', card('4000 0027 6000 3184')),
      savePaymentMethod: true,
    })
    const again = { kind: 'token', token: strong.paymentToken ?? '' } as const
    expect(
      await provider.initiate({ ...session('renew-3ds', again), offSession: true }),
    ).toMatchObject({
      status: 'failed',
      failure: {
        code: 'authentication-required',
        message: 'Your bank asks you to confirm this payment.',
      },
    })
    const good = await provider.initiate({
      ...session('first-ok', card('4242424242424242')),
      savePaymentMethod: true,
    })
    const renewed = { kind: 'token', token: good.paymentToken ?? '' } as const
    expect(
      await provider.initiate({ ...session('renew-ok', renewed), offSession: true }),
    ).toMatchObject({
      status: 'authorized',
    })
  })
})

describe('the test payment provider', () => {
  it('follows the test card numbers', async () => {
    const provider = createTestPaymentProvider()
    const pay = (number: string, key: string) => provider.initiate(session(key, card(number)))
    expect(await pay('4242 4242 4242 4242', 'a')).toMatchObject({
      status: 'authorized',
      cardLast4: '4242',
    })
    expect(await pay('4000 0000 0000 0002', 'b')).toMatchObject({
      status: 'failed',
      failure: { code: 'declined', message: 'Your card was declined.' },
    })
    expect(await pay('4000000000009995', 'c')).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient-funds', message: 'Your card has insufficient funds.' },
    })
  })

  it('answers the same idempotency key with the same session', async () => {
    const provider = createTestPaymentProvider()
    const request = session('same', card('4242424242424242'))
    expect(await provider.initiate(request)).toEqual(await provider.initiate(request))
  })

  it('saves a reusable token that renews like its card and holds no card number', async () => {
    const provider = createTestPaymentProvider()
    const first = await provider.initiate({
      ...session('first', card('4242424242424242')),
      savePaymentMethod: true,
    })
    if (first.paymentToken === undefined) throw new Error('expected a token')
    expect(first.paymentToken).not.toContain('4242')
    const renewal = await provider.initiate(
      session('renewal', { kind: 'token', token: first.paymentToken }),
    )
    expect(renewal.status).toBe('authorized')
    const forged = await provider.initiate(
      session('forged', { kind: 'token', token: 'tok_from_elsewhere' }),
    )
    expect(forged.status).toBe('failed')
  })

  it('captures once per key, refunds once per key and never more than was captured', async () => {
    const provider = createTestPaymentProvider()
    const authorized = await provider.initiate(
      session('order:authorize', card('4242424242424242'), 2500),
    )
    const captured = await provider.capture(authorized.reference, 'order:capture')
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 2500 })
    expect(await provider.capture(authorized.reference, 'order:capture')).toEqual(captured)

    const refund = (amountCents: number, idempotencyKey: string) =>
      provider.refund({ reference: captured.reference, amountCents, idempotencyKey })
    expect(await refund(1000, 'order:refund')).toMatchObject({ ok: true })
    expect(await refund(1000, 'order:refund')).toMatchObject({ ok: true })
    expect(await refund(1500, 'order:refund-2')).toMatchObject({ ok: true })
    expect(await refund(1, 'order:refund-3')).toMatchObject({
      ok: false,
      code: 'refund-exceeds-capture',
    })
    expect(provider.refunds.map((entry) => entry.amountCents)).toEqual([1000, 1500])
    expect((await provider.retrieve(captured.reference)).refundedCents).toBe(2500)
  })

  it('voids an authorization it was asked to cancel, which then cannot be captured', async () => {
    const provider = createTestPaymentProvider()
    const authorized = await provider.initiate(session('void', card('4242424242424242')))
    await provider.cancel(authorized.reference, 'void:cancel')
    expect((await provider.retrieve(authorized.reference)).status).toBe('cancelled')
    await expect(provider.capture(authorized.reference, 'void:capture')).rejects.toThrow()
  })
})
