import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { invalidHostMessage } from '../sites/site-resolver.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('mail links and the Host header', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let alias: string

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    // A second, non-primary domain of the same site: requests through it must not name it in mail.
    alias = `alias-${fx.host}`
    await ctx.storage.db
      .insertInto('domains')
      .values({ host: alias, websiteId: fx.websiteId, isPrimary: 0 })
      .execute()
  })
  afterAll(() => app.close())

  it.each([
    'localhost:@evil.example',
    `${'localhost'}:@${'evil.example'}:80`,
    'evil.example/x',
    'a b',
  ])('refuses the malformed Host %j with a 400', async (host) => {
    const page = await app.inject({ url: '/', headers: { host } })
    expect(page.statusCode).toBe(400)
    expect(page.json().message).toBe(invalidHostMessage)
    const order = await app.inject({
      method: 'POST',
      url: '/api/commerce/orders',
      headers: { host, ...crumbHeaders() },
      payload: {},
    })
    expect(order.statusCode).toBe(400)
  })

  const mailTo = (recipient: string) =>
    ctx.storage.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', recipient)
      .execute()

  it('links the order confirmation to the primary domain, not the Host used', async () => {
    const visitor = new CheckoutVisitor(app, alias)
    expect(
      (await visitor.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })).statusCode,
    ).toBe(200)
    const placed = await visitor.order({
      email: 'links@example.com',
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    const [mail] = await mailTo('links@example.com')
    expect(mail?.textBody).toContain(`https://${fx.host}/orders/`)
    expect(mail?.textBody).not.toContain(alias)
  })

  it('links the double opt-in mail to the primary domain, not the Host used', async () => {
    const session = await signInOwner(ctx, app, fx.host)
    const put = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/linked',
      headers: { host: fx.host, ...crumbHeaders(session) },
      payload: { name: 'Linked Letter', doubleOptIn: true },
    })
    expect(put.statusCode).toBe(200)
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host: alias, ...crumbHeaders() },
      payload: { listId: 'linked', email: 'optin@example.com' },
    })
    expect(subscribed.json()).toEqual({ status: 'pending' })
    const [mail] = await mailTo('optin@example.com')
    expect(mail?.textBody).toContain(`https://${fx.host}/`)
    expect(mail?.textBody).not.toContain(alias)
  })
})
