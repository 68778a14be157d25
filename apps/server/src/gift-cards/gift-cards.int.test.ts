import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { newId } from '../storage/new-id.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createOutboxMailer } from '../mail/mailer.js'
import type { OrderLineRow, OrderRow } from '../orders/order-queries.js'
import { issueGiftCards } from './issue-gift-cards.js'
import { newGiftCardCode } from './new-gift-card-code.js'

const noShipping = { shippingAddress: undefined, shippingOptionId: undefined }

describeEachDialect('gift cards', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  async function buying(name: string, sku: string, quantity = 1) {
    const visitor = new CheckoutVisitor(app, fx.host)
    const added = await visitor.add({ itemId: fx.id(name), sku, quantity })
    expect(added.statusCode).toBe(200)
    return visitor
  }

  async function balanceOf(code: string) {
    const card = await ctx.storage.db
      .selectFrom('giftCards')
      .select(['id', 'balanceCents', 'initialCents'])
      .where('code', '=', code.replace(/-/g, ''))
      .executeTakeFirstOrThrow()
    const ledger = await ctx.storage.db
      .selectFrom('giftCardLedger')
      .select('amountCents')
      .where('giftCardId', '=', card.id)
      .execute()
    return {
      balance: card.balanceCents,
      ledgerBalance: card.initialCents + ledger.reduce((sum, row) => sum + row.amountCents, 0),
    }
  }

  it('a gift card bought here is mailed with its code, then spent on a second order', async () => {
    const buyer = await buying('gift', 'gift-card-5000')
    const bought = await buyer.order({ ...noShipping, email: 'giver@example.com' })
    expect(bought.statusCode).toBe(201)
    expect(bought.json().order.grandTotalCents).toBe(5000)

    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select(['textBody', 'subject'])
      .where('recipient', '=', 'giver@example.com')
      .where('subject', '=', 'Your Fixture Shop gift card')
      .executeTakeFirstOrThrow()
    expect(mail.textBody).toContain('You have received a gift card worth $50.00.')
    const code = /Gift card code: ([\w-]+)/.exec(mail.textBody)?.[1] ?? ''
    expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/)

    // Spent on a 90.00 lesson: the card pays 50.00, the test card the remaining 40.00.
    const spender = await buying('lesson', fx.sku('lesson'))
    const quote = (await spender.quote({ giftCardCodes: [code.toLowerCase()] })).json()
    expect(quote.giftCardCents).toBe(5000)
    expect(quote.amountDueCents).toBe(4000)
    const spent = await spender.order({ ...noShipping, giftCardCodes: [code] })
    expect(spent.statusCode).toBe(201)
    expect(spent.json().order.grandTotalCents).toBe(9000)
    expect(await balanceOf(code)).toEqual({ balance: 0, ledgerBalance: 0 })

    // An empty card is refused with a message beside its field.
    const again = await buying('lesson', fx.sku('lesson'))
    const refused = await again.order({ ...noShipping, giftCardCodes: [code] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      errors: { giftCardCodes: 'This gift card has no remaining balance.' },
    })
  })

  it('pays from several cards in order, each never below zero', async () => {
    const first = await storedCard(3000)
    const second = await storedCard(10_000)
    const spender = await buying('lesson', fx.sku('lesson'))
    const placed = await spender.order({ ...noShipping, giftCardCodes: [first, second] })
    expect(placed.statusCode).toBe(201)
    expect(await balanceOf(first)).toEqual({ balance: 0, ledgerBalance: 0 })
    expect(await balanceOf(second)).toEqual({ balance: 4000, ledgerBalance: 4000 })
  })

  it('refuses a mistyped code before any lookup', async () => {
    const spender = await buying('lesson', fx.sku('lesson'))
    const refused = await spender.order({ ...noShipping, giftCardCodes: ['ABCD-EFGH-JKMN-PQRS'] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      errors: { giftCardCodes: 'This gift card code is not valid. Please check it and try again.' },
    })
  })

  it('concurrent orders spending one card never take it below zero', async () => {
    const code = await storedCard(20_000)
    const spenders = await Promise.all(
      Array.from({ length: 8 }, () => buying('lesson', fx.sku('lesson'))),
    )
    const answers = await Promise.all(
      spenders.map((spender) => spender.order({ ...noShipping, giftCardCodes: [code] })),
    )
    for (const answer of answers) expect([201, 400]).toContain(answer.statusCode)
    const { balance, ledgerBalance } = await balanceOf(code)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(ledgerBalance)
    const paidWithCard = await ctx.storage.db
      .selectFrom('giftCardLedger')
      .innerJoin('giftCards', 'giftCards.id', 'giftCardLedger.giftCardId')
      .select('giftCardLedger.amountCents')
      .where('giftCards.code', '=', code)
      .execute()
    expect(-paidWithCard.reduce((sum, row) => sum + row.amountCents, 0)).toBe(20_000 - balance)
    // 20 000 covers two full lessons and part of a third; every order after that pays by card.
    expect(balance).toBe(0)
  })

  it('sends a card to its recipient on the chosen date through the outbox', async () => {
    const buyer = await buying('gift', 'gift-card-2500')
    const bought = await buyer.order({ ...noShipping, email: 'sender@example.com' })
    const order = await ctx.storage.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', bought.json().order.id)
      .executeTakeFirstOrThrow()
    const line: OrderLineRow = {
      id: 'line',
      orderId: order.id,
      itemId: fx.id('gift'),
      sku: 'gift-card-2500',
      title: 'Gift',
      kind: 'gift-card',
      quantity: 1,
      unitPriceCents: 2500,
      stockTaken: 0,
      additionalFields: JSON.stringify({
        recipientEmail: 'friend@example.com',
        deliverAt: '2099-12-24T09:00:00.000Z',
      }),
      position: 0,
    }
    const now = new Date()
    const mailer = createOutboxMailer(ctx.storage.db, () => now)
    const site = { title: 'Fixture Shop', url: 'https://shop.example' }
    expect(await issueGiftCards(ctx.storage.db, mailer, order as OrderRow, [line], site, now)).toBe(
      1,
    )
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select(['nextAttemptAt', 'status'])
      .where('recipient', '=', 'friend@example.com')
      .executeTakeFirstOrThrow()
    expect(mail).toEqual({ nextAttemptAt: '2099-12-24T09:00:00.000Z', status: 'pending' })
  })

  it('reads a delivery date given alone as that day in the site time zone, not 00:00 UTC', async () => {
    const buyer = await buying('gift', 'gift-card-2500')
    const bought = await buyer.order({ ...noShipping, email: 'dated@example.com' })
    const order = await ctx.storage.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', bought.json().order.id)
      .executeTakeFirstOrThrow()
    const lineFor = (recipientEmail: string): OrderLineRow => ({
      id: newId(),
      orderId: order.id,
      itemId: fx.id('gift'),
      sku: 'gift-card-2500',
      title: 'Gift',
      kind: 'gift-card',
      quantity: 1,
      unitPriceCents: 2500,
      stockTaken: 0,
      additionalFields: JSON.stringify({ recipientEmail, deliverAt: '2099-12-24' }),
      position: 0,
    })
    const now = new Date()
    const mailer = createOutboxMailer(ctx.storage.db, () => now)
    const site = { title: 'Fixture Shop', url: 'https://shop.example' }
    await issueGiftCards(ctx.storage.db, mailer, order, [lineFor('ny@example.com')], site, now)
    await issueGiftCards(
      ctx.storage.db,
      mailer,
      order,
      [lineFor('paris@example.com')],
      { ...site, timeZone: 'Europe/Paris' },
      now,
    )
    const sendAt = async (recipient: string) => {
      const mail = await ctx.storage.db
        .selectFrom('outbox')
        .select('nextAttemptAt')
        .where('recipient', '=', recipient)
        .executeTakeFirstOrThrow()
      const card = await ctx.storage.db
        .selectFrom('giftCards')
        .select('deliverAt')
        .where('recipientEmail', '=', recipient)
        .executeTakeFirstOrThrow()
      return [mail.nextAttemptAt, card.deliverAt]
    }
    // Midnight in New York (the default zone) is 05:00 UTC in December; in Paris, 23:00 the day before.
    expect(await sendAt('ny@example.com')).toEqual([
      '2099-12-24T05:00:00.000Z',
      '2099-12-24T05:00:00.000Z',
    ])
    expect(await sendAt('paris@example.com')).toEqual([
      '2099-12-23T23:00:00.000Z',
      '2099-12-23T23:00:00.000Z',
    ])
  })

  async function storedCard(cents: number): Promise<string> {
    const code = newGiftCardCode()
    await ctx.storage.db
      .insertInto('giftCards')
      .values({
        id: newId(),
        websiteId: fx.websiteId,
        code,
        currency: 'USD',
        initialCents: cents,
        balanceCents: cents,
        orderId: null,
        recipientEmail: null,
        deliverAt: null,
        createdAt: new Date().toISOString(),
      })
      .execute()
    return code
  }
})
