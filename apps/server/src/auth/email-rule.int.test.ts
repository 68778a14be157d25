import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { createOwner } from './owner-repository.js'
import { createSiteUser } from './site-user-repository.js'

/** `a<b@c.d` got through three copies of a looser rule; every door now asks @atelier/schema. */
const angled = 'a<b@c.d'

describeEachDialect('one email rule on every server door', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(session) },
      payload,
    })

  it('refuses owner and site-user accounts for an address with an angle bracket', async () => {
    const password = 'long enough password'
    const now = new Date()
    await expect(createOwner(ctx.storage, { email: angled, password, now })).rejects.toThrow(
      'Please enter a valid email',
    )
    await expect(
      createSiteUser(ctx.storage, { websiteId: fx.websiteId, email: angled, password, now }),
    ).rejects.toThrow('Please enter a valid email')
    const plus = await createSiteUser(ctx.storage, {
      websiteId: fx.websiteId,
      email: `ada+${Date.now()}@bücher.de`,
      password,
      now,
    })
    expect(plus.email).toMatch(/^ada\+\d+@bücher\.de$/)
  })

  it('refuses it for invitations, gift cards and both notification-address screens', async () => {
    const invitation = await send('POST', '/api/editor/people/invitations', {
      email: angled,
      role: 'editor',
    })
    expect(invitation.statusCode).toBe(400)
    expect(invitation.json().message).toBe('Please enter a valid email')

    const giftCard = await send('POST', '/api/editor/gift-cards', {
      amountCents: 500,
      recipientEmail: angled,
    })
    expect(giftCard.statusCode).toBe(400)
    expect(giftCard.json().message).toBe('Please enter a valid email')

    const notice =
      'Enter an email address, or leave it empty to send new-order mail to the site owner.'
    const store = await send('PATCH', '/api/editor/store/settings', {
      orderNotificationEmail: angled,
    })
    expect(store.statusCode).toBe(400)
    expect(store.json().message).toBe(notice)
    const checkout = await send('PUT', '/api/editor/checkout-settings', {
      shippingRates: [],
      taxRules: [],
      coupons: [],
      orderNotificationEmail: angled,
    })
    expect(checkout.statusCode).toBe(400)
    expect(checkout.json().message).toBe(notice)
  })
})
