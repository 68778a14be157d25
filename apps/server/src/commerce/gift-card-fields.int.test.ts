import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

const emailNotValid = {
  message: 'Email is not valid. Email addresses should follow the format name@example.com.',
}
const badDate = { message: 'Choose a delivery date from today up to one year ahead.' }

/** A calendar date `days` from today (UTC), as the product page's date field sends it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

describeEachDialect('gift card recipient and delivery date in the cart', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, shop.websiteId)
  })
  afterAll(() => app.close())

  const addGift = (visitor: CheckoutVisitor, fields: unknown) =>
    visitor.add({
      itemId: shop.id('gift'),
      sku: 'gift-card-2500',
      quantity: 1,
      additionalFields: typeof fields === 'string' ? fields : JSON.stringify(fields),
    })

  it('keeps a valid recipient and date on the line, and the order mails the card on that day', async () => {
    const visitor = new CheckoutVisitor(app, shop.host)
    const deliverAt = dayFromToday(10)
    const added = await addGift(visitor, {
      recipientEmail: ' friend@example.com ',
      deliverAt,
      stray: 'dropped',
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().shoppingCart.entries[0].additionalFields).toBe(
      JSON.stringify({ recipientEmail: 'friend@example.com', deliverAt }),
    )

    const placed = await visitor.order({
      email: 'giver@example.com',
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select(['nextAttemptAt', 'status'])
      .where('recipient', '=', 'friend@example.com')
      .executeTakeFirstOrThrow()
    expect(mail.status).toBe('pending')
    // Sent at the start of that day where the shop is: within a day of midnight UTC.
    const offset = Date.parse(mail.nextAttemptAt ?? '') - Date.parse(`${deliverAt}T00:00:00Z`)
    expect(Math.abs(offset)).toBeLessThanOrEqual(86_400_000)
  })

  it('refuses a malformed email or a date in the past or over a year ahead with 400 {message}', async () => {
    const cases: Array<[unknown, object]> = [
      [{ recipientEmail: 'friend@example' }, emailNotValid],
      [{ recipientEmail: 'friend' }, emailNotValid],
      [{ deliverAt: dayFromToday(-2) }, badDate],
      [{ deliverAt: dayFromToday(370) }, badDate],
      [{ deliverAt: 'next friday' }, badDate],
      ['{not json', { message: 'The gift card details could not be read.' }],
    ]
    for (const [fields, body] of cases) {
      const response = await addGift(new CheckoutVisitor(app, shop.host), fields)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(body)
    }
  })

  it('checks the same when the line’s answers change', async () => {
    const visitor = new CheckoutVisitor(app, shop.host)
    const entryId = (await addGift(visitor, {})).json().shoppingCart.entries[0].id as string
    const change = (fields: object) =>
      visitor.setFields(entryId, {
        itemId: shop.id('gift'),
        sku: 'gift-card-2500',
        additionalFields: JSON.stringify(fields),
      })
    const refused = await change({ recipientEmail: 'nobody' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual(emailNotValid)
    const changed = await change({ recipientEmail: 'pal@example.com' })
    expect(changed.statusCode).toBe(200)
    expect((await visitor.cart()).json().entries[0].additionalFields).toBe(
      JSON.stringify({ recipientEmail: 'pal@example.com' }),
    )
  })

  it('still drops answers sent for another product without a form', async () => {
    const visitor = new CheckoutVisitor(app, shop.host)
    const added = await visitor.add({
      itemId: shop.id('lesson'),
      sku: shop.sku('lesson'),
      quantity: 1,
      additionalFields: JSON.stringify({ recipientEmail: 'not an email' }),
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().shoppingCart.entries[0].additionalFields).toBeNull()
  })
})
