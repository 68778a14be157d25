import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'
import { inputGuardStrings } from './input-guard.js'

const nul = 'a\u0000b'

describeEachDialect('input guard: NUL bytes, deep nesting and non-finite numbers', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  const send = (method: 'POST' | 'GET', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        host: fx.host,
        ...crumbHeaders(),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as string }),
    })

  it.each([
    [
      'cart add',
      '/api/commerce/shopping-cart/entries',
      () => ({ itemId: nul, sku: 'x', quantity: 1 }),
    ],
    ['newsletter', '/api/newsletter/subscribe', () => ({ email: `a${nul}@example.com` })],
    [
      'restock',
      '/api/site-users/account/notifications/restock',
      () => ({ productId: nul, variantId: 'v', email: 'a@example.com', isJoinMailingList: false }),
    ],
    ['form validation', `/api/rest/forms/validate/${'f'}`, () => ({ name: nul })],
    ['form submission', '/api/form/SaveFormSubmission', () => ({ formId: nul, key: nul })],
    ['checkout quote', '/api/commerce/checkout/quote', () => ({ couponCodes: [nul] })],
    [
      'order',
      '/api/commerce/orders',
      () => ({ email: nul, payment: { provider: 'offline' }, idempotencyKey: nul }),
    ],
    ['site-user sign-in', '/api/site-users/account/session', () => ({ email: nul, password: nul })],
  ])('refuses a NUL byte in the %s body with a 400 and a message', async (_name, url, body) => {
    const response = await send('POST', url, body())
    expect(response.statusCode).toBe(400)
    // The form routes answer `{error}` (their SPEC shape), every other route `{message}`.
    const answer = response.json()
    expect(answer.message ?? answer.error).toBe(inputGuardStrings.nulCharacter)
  })

  it('refuses a NUL byte in a query string and in a path parameter', async () => {
    const query = await send(
      'GET',
      `/api/commerce/inventory/stock?itemId=a%00b&sku=${fx.sku('mug')}`,
    )
    expect(query.statusCode).toBe(400)
    expect(query.json().message).toBe(inputGuardStrings.nulCharacter)
    const params = await send('GET', '/api/commerce/orders/0123456789abcdef%00xyz')
    expect(params.statusCode).toBe(400)
  })

  it('refuses 20,000-deep JSON with a 400 instead of overflowing the stack', async () => {
    const deep = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`
    const response = await send('POST', `/api/rest/forms/validate/${fx.formId}`, `{"a":${deep}}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(inputGuardStrings.tooDeep)
  })

  it('refuses numbers that parse as Infinity, and "Infinity" coerced into a number', async () => {
    const huge = await send(
      'POST',
      '/api/commerce/shopping-cart/entries',
      `{"itemId":"${fx.id('mug')}","sku":"${fx.sku('mug')}","quantity":1e999}`,
    )
    expect(huge.statusCode).toBe(400)
    const word = await send('POST', '/api/commerce/shopping-cart/entries', {
      itemId: fx.id('mug'),
      sku: fx.sku('mug'),
      quantity: 'Infinity',
    })
    expect(word.statusCode).toBe(400)
  })

  it('still takes ordinary input', async () => {
    const response = await send('POST', '/api/commerce/shopping-cart/entries', {
      itemId: fx.id('mug'),
      sku: fx.sku('mug'),
      quantity: 1,
    })
    expect(response.statusCode).toBe(200)
  })
})
