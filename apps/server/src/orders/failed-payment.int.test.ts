import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { newGiftCardCode } from '../gift-cards/new-gift-card-code.js'
import { createOfflinePaymentProvider } from '../payments/offline-payment-provider.js'
import type { PaymentProvider } from '../payments/payment-provider.js'
import { createTestPaymentProvider } from '../payments/test-payment-provider.js'
import { newId } from '../storage/new-id.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { releaseExpiredReservations } from './release-expired-reservations.js'
import { CheckoutVisitor, declinedCard, goodCard } from './testing/checkout-visitor.js'

const noShipping = { shippingAddress: undefined, shippingOptionId: undefined }
const insufficientFundsCard = { ...goodCard, number: '4000 0000 0000 9995' }

// A failed payment is the undo of the reservation: stock, gift card balance and coupon uses all
// come back, whether the card was refused or the reservation ran out while paying.
describeEachDialect('a failed payment gives back what the order reserved', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  // When set, the provider's initiate waits for the test to let it answer.
  let gate: { opened: Promise<void>; open: () => void; reached: boolean } | undefined

  beforeAll(async () => {
    const real = createTestPaymentProvider()
    const gated: PaymentProvider = {
      ...real,
      async initiate(request) {
        if (gate !== undefined) {
          gate.reached = true
          await gate.opened
        }
        return real.initiate(request)
      },
    }
    app = await testApp(ctx, {
      paymentProviders: { test: gated, offline: createOfflinePaymentProvider() },
      reservationMs: 60_000,
    })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      coupons: [
        ...demoCheckoutSettings.coupons,
        { code: 'ONLYONCE', kind: 'fixed-amount', amountCents: 1000, usageLimit: 1 },
      ],
    })
  })
  afterAll(async () => {
    await app.close()
  })

  async function visitorWith(name: string, sku = fx.sku(name)) {
    const visitor = new CheckoutVisitor(app, fx.host)
    expect((await visitor.add({ itemId: fx.id(name), sku, quantity: 1 })).statusCode).toBe(200)
    return visitor
  }

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

  async function cardState(code: string) {
    const card = await ctx.storage.db
      .selectFrom('giftCards')
      .select(['id', 'balanceCents'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    const ledger = await ctx.storage.db
      .selectFrom('giftCardLedger')
      .select(['amountCents', 'reason'])
      .where('giftCardId', '=', card.id)
      .orderBy('createdAt')
      .orderBy('reason', 'desc')
      .execute()
    return { balance: card.balanceCents, ledger }
  }

  const stockOf = async (name: string) =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', fx.sku(name))
        .executeTakeFirstOrThrow()
    ).qtyInStock

  it('a declined card gives the part of the gift card it spent back to the card', async () => {
    const code = await storedCard(3000)
    const visitor = await visitorWith('lesson')
    // 90.00 lesson + 8 % NY tax: the card pays 30.00, the declined card the rest.
    const answer = await visitor.order({
      giftCardCodes: [code],
      payment: { provider: 'test', card: declinedCard },
    })
    expect(answer.statusCode).toBe(402)
    expect(answer.json()).toEqual({ code: 'payment-declined', message: 'Your card was declined.' })
    expect(await cardState(code)).toEqual({
      balance: 3000,
      ledger: [
        { amountCents: -3000, reason: 'spent' },
        { amountCents: 3000, reason: 'released' },
      ],
    })
    // The whole balance is there for the next try.
    const retry = await visitor.order({ giftCardCodes: [code] })
    expect(retry.statusCode).toBe(201)
    expect((await cardState(code)).balance).toBe(0)
  })

  it('a reservation that runs out while paying gives the gift card balance back', async () => {
    const code = await storedCard(2000)
    const visitor = await visitorWith('lesson')
    let open = () => {}
    const opened = new Promise<void>((resolve) => (open = resolve))
    gate = { opened, open, reached: false }
    const answer = visitor.order({ giftCardCodes: [code] })
    while (!gate.reached) await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await cardState(code)).balance).toBe(0)

    expect(await releaseExpiredReservations(ctx.storage, new Date(Date.now() + 61_000))).toBe(1)
    expect(await cardState(code)).toEqual({
      balance: 2000,
      ledger: [
        { amountCents: -2000, reason: 'spent' },
        { amountCents: 2000, reason: 'released' },
      ],
    })
    gate.open()
    gate = undefined
    expect((await answer).statusCode).toBe(409)
    // The late payment is refunded; the card keeps its balance.
    expect((await cardState(code)).balance).toBe(2000)
  })

  it('a declined order does not use up a coupon limited to one use', async () => {
    const declined = await visitorWith('lesson')
    const refused = await declined.order({
      ...noShipping,
      couponCodes: ['ONLYONCE'],
      payment: { provider: 'test', card: declinedCard },
    })
    expect(refused.statusCode).toBe(402)
    const redemptions = () =>
      ctx.storage.db
        .selectFrom('couponRedemptions')
        .select('code')
        .where('websiteId', '=', fx.websiteId)
        .where('code', '=', 'ONLYONCE')
        .execute()
    expect(await redemptions()).toEqual([])

    const quote = (await declined.quote({ couponCodes: ['ONLYONCE'] })).json()
    expect(quote.validCoupons).toEqual([{ code: 'ONLYONCE' }])
    const placed = await declined.order({ ...noShipping, couponCodes: ['ONLYONCE'] })
    expect(placed.statusCode).toBe(201)
    // 9000 − 1000, no address so no tax.
    expect(placed.json().order.grandTotalCents).toBe(8000)
    expect(await redemptions()).toEqual([{ code: 'ONLYONCE' }])
  })

  it('a card with insufficient funds answers 402 with its message and gives the stock back', async () => {
    const before = await stockOf('mug')
    const visitor = await visitorWith('mug')
    const answer = await visitor.order({
      payment: { provider: 'test', card: insufficientFundsCard },
    })
    expect(answer.statusCode).toBe(402)
    expect(answer.json()).toEqual({
      code: 'payment-declined',
      message: 'Your card has insufficient funds.',
    })
    expect(await stockOf('mug')).toBe(before)
    expect((await visitor.cart()).json().entries).toHaveLength(1)
  })

  it('declined attempts do not use up order numbers: the next order gets the number they held', async () => {
    const first = await visitorWith('lesson')
    const placed = await first.order()
    expect(placed.statusCode).toBe(201)
    const number = placed.json().order.orderNumber as number
    const visitor = await visitorWith('lesson')
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const declined = await visitor.order({ payment: { provider: 'test', card: declinedCard } })
      expect(declined.statusCode).toBe(402)
    }
    const retry = await visitor.order()
    expect(retry.statusCode).toBe(201)
    expect(retry.json().order.orderNumber).toBe(number + 1)
    // The declined orders are kept, each under a number of its own outside the store's sequence.
    const failed = await ctx.storage.db
      .selectFrom('orders')
      .select('orderNumber')
      .where('websiteId', '=', fx.websiteId)
      .where('status', '=', 'failed')
      .execute()
    expect(failed.length).toBeGreaterThanOrEqual(2)
    expect(failed.every((order) => order.orderNumber < 0)).toBe(true)
    expect(new Set(failed.map((order) => order.orderNumber)).size).toBe(failed.length)
  })
})
