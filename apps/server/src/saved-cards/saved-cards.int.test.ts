import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { createCheckoutWorker } from '../orders/checkout-worker.js'
import { goodCard, nyAddress } from '../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../orders/testing/offline-paying-store.js'
import { renewalDeps, renewalPayments } from '../orders/testing/subscriber.js'
import { SiteBrowser } from '../site-users/testing/site-browser.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createTestPaymentProvider } from '../payments/test-payment-provider.js'

const password = 'correct horse battery'
const cardsUrl = '/api/site-users/account/payment-methods'
/** Pays at checkout, declined on every renewal (`RENEWAL_TEST_CARDS`). */
const laterDeclinedCard = { ...goodCard, number: '4000 0000 0000 0341', expMonth: 4, expYear: 2031 }
let keys = 0

interface CardView {
  id: string
  provider: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  isDefault: boolean
  subscriptions: Array<{ id: string; title: string }>
}

// Saved payment methods with the built-in test provider: a card saved at a signed-in checkout
// (the subscription's consent line, or "Save this card to my account") joins the account; the
// account lists, removes and makes default its cards, changes a subscription's card (the next
// renewal charges it) and pays with a saved card at checkout.
describeEachDialect('saved payment methods (test provider)', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let users = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  async function shopper() {
    const email = `cards${++users}@example.com`
    await createSiteUser(ctx.storage, {
      websiteId: shop.websiteId,
      email,
      password,
      now: new Date(),
    })
    const browser = new SiteBrowser(app, shop.host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    return { email, browser }
  }

  async function tokenize(browser: SiteBrowser, card: object): Promise<string> {
    const answer = await browser.request('POST', '/api/commerce/payments/test/tokens', card)
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json<{ token: string }>().token
  }

  /** Subscribes to beans in this browser with `card`; answers the order and subscription ids. */
  async function subscribe(browser: SiteBrowser, email: string, card: object = goodCard) {
    const cart = await browser.request('POST', '/api/3/commerce/cart/subscription', {
      itemId: shop.id('beans'),
      sku: shop.sku('beans'),
      qty: 1,
    })
    expect(cart.statusCode, cart.body).toBe(200)
    const placed = await browser.request('POST', '/api/commerce/orders', {
      cartToken: cart.json<{ cartToken: string }>().cartToken,
      email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `saved-cards-${++keys}-${Date.now()}`,
      payment: { provider: 'test', token: await tokenize(browser, card) },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const orderId = placed.json<{ order: { id: string } }>().order.id
    const subscription = await ctx.storage.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow()
    return { orderId, subscription }
  }

  async function buyLesson(browser: SiteBrowser, email: string, payment: object) {
    expect((await browser.add(shop.id('lesson'), shop.sku('lesson'))).statusCode).toBe(200)
    return browser.request('POST', '/api/commerce/orders', {
      email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `saved-cards-${++keys}-${Date.now()}`,
      payment,
    })
  }

  const cards = async (browser: SiteBrowser) => {
    const answer = await browser.request('GET', cardsUrl)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ cards: CardView[]; provider: string }>()
  }

  it('keeps the card of a signed-in subscription checkout, listed by brand, last 4 and expiry', async () => {
    const ada = await shopper()
    const { subscription } = await subscribe(ada.browser, ada.email, {
      ...goodCard,
      expMonth: 7,
      expYear: 2032,
    })
    const listed = await cards(ada.browser)
    expect(listed.provider).toBe('test')
    expect(listed.cards).toEqual([
      {
        id: expect.any(String),
        provider: 'test',
        brand: 'visa',
        last4: '4242',
        expMonth: 7,
        expYear: 2032,
        isDefault: true,
        subscriptions: [{ id: subscription.id, title: subscription.title }],
      },
    ])
    // Never a card number, nor the provider's token, in the answer.
    const body = (await ada.browser.request('GET', cardsUrl)).body
    expect(body).not.toMatch(/4242\D?4242/)
    expect(body).not.toContain(subscription.paymentToken ?? 'no token')

    // A guest's subscription (signed out) keeps its card with its order only.
    const guest = new SiteBrowser(app, shop.host)
    await subscribe(guest, 'guest-cards@example.com')
    expect((await guest.request('GET', cardsUrl)).statusCode).toBe(401)
    const rows = await ctx.storage.db
      .withTables<{ savedPaymentMethods: { websiteId: string; siteUserId: string } }>()
      .selectFrom('savedPaymentMethods')
      .select('siteUserId')
      .where('websiteId', '=', shop.websiteId)
      .execute()
    expect(rows.length).toBe(users)
  })

  it('saves a one-time purchase card when asked, makes another default and removes a card', async () => {
    const bob = await shopper()
    const first = await buyLesson(bob.browser, bob.email, {
      provider: 'test',
      token: await tokenize(bob.browser, goodCard),
      saveCard: true,
    })
    expect(first.statusCode, first.body).toBe(201)
    const second = await buyLesson(bob.browser, bob.email, {
      provider: 'test',
      token: await tokenize(bob.browser, { ...goodCard, expMonth: 1, expYear: 2030 }),
      saveCard: true,
    })
    expect(second.statusCode, second.body).toBe(201)
    // Not asked: not kept.
    const third = await buyLesson(bob.browser, bob.email, {
      provider: 'test',
      token: await tokenize(bob.browser, { ...goodCard, expMonth: 2, expYear: 2029 }),
    })
    expect(third.statusCode, third.body).toBe(201)

    let listed = (await cards(bob.browser)).cards
    expect(listed.map((card) => [card.expMonth, card.expYear, card.isDefault])).toEqual([
      [12, 2099, true],
      [1, 2030, false],
    ])
    const [older, newer] = listed as [CardView, CardView]
    const made = await bob.browser.request('POST', `${cardsUrl}/${newer.id}/default`)
    expect(made.statusCode, made.body).toBe(200)
    listed = (await cards(bob.browser)).cards
    expect(listed.map((card) => [card.id, card.isDefault])).toEqual([
      [newer.id, true],
      [older.id, false],
    ])

    const removed = await bob.browser.request('DELETE', `${cardsUrl}/${newer.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    // The default passes to the card left.
    expect((await cards(bob.browser)).cards.map((card) => [card.id, card.isDefault])).toEqual([
      [older.id, true],
    ])
  })

  it("never touches another account's card: 404, and the card stays", async () => {
    const ada = await shopper()
    const eve = await shopper()
    await subscribe(ada.browser, ada.email)
    const [card] = (await cards(ada.browser)).cards as [CardView]
    for (const [method, url] of [
      ['DELETE', `${cardsUrl}/${card.id}`],
      ['POST', `${cardsUrl}/${card.id}/default`],
    ] as const) {
      const answer = await eve.browser.request(method, url)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toMatchObject({
        message: 'This payment method is not saved to your account.',
      })
    }
    // Nor pay with it at checkout.
    const paid = await buyLesson(eve.browser, eve.email, { provider: 'test', savedCardId: card.id })
    expect(paid.statusCode).toBe(400)
    expect(paid.json()).toMatchObject({
      errors: { 'payment.savedCardId': 'This payment method is not saved to your account.' },
    })
    // Nor make it her subscription's card.
    const { subscription } = await subscribe(eve.browser, eve.email)
    const changed = await eve.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${subscription.id}/payment-method`,
      { savedCardId: card.id },
    )
    expect(changed.statusCode).toBe(404)
    expect((await cards(ada.browser)).cards.map((listed) => listed.id)).toEqual([card.id])
    // Signed out, every call answers 401.
    const visitor = new SiteBrowser(app, shop.host)
    expect((await visitor.request('DELETE', `${cardsUrl}/${card.id}`)).statusCode).toBe(401)
  })

  it("refuses to remove a card a live subscription renews with, until the subscription's card is changed", async () => {
    const ada = await shopper()
    const { subscription } = await subscribe(ada.browser, ada.email)
    const [card] = (await cards(ada.browser)).cards as [CardView]
    const refused = await ada.browser.request('DELETE', `${cardsUrl}/${card.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(
      `This card pays for your subscription “${subscription.title}”. Change the subscription’s card first, then remove this card.`,
    )
    const changed = await ada.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${subscription.id}/payment-method`,
      { token: await tokenize(ada.browser, { ...goodCard, expMonth: 9, expYear: 2033 }) },
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await ada.browser.request('DELETE', `${cardsUrl}/${card.id}`)).statusCode).toBe(200)
    expect((await cards(ada.browser)).cards).toMatchObject([
      { expMonth: 9, expYear: 2033, subscriptions: [{ id: subscription.id }] },
    ])
  })

  it('renews with the card the subscription was changed to', async () => {
    const ada = await shopper()
    // Bought with a card that every renewal declines…
    const { subscription } = await subscribe(ada.browser, ada.email, laterDeclinedCard)
    // …a declined new card is not saved and changes nothing…
    const declined = await ada.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${subscription.id}/payment-method`,
      { token: await tokenize(ada.browser, { ...goodCard, number: '4000 0000 0000 0002' }) },
    )
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.' })
    // …then changed to one that pays.
    const changed = await ada.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${subscription.id}/payment-method`,
      { token: await tokenize(ada.browser, goodCard) },
    )
    expect(changed.statusCode, changed.body).toBe(200)

    const deps = renewalDeps(ctx.storage, createTestPaymentProvider())
    const due = new Date(subscription.nextBillingAt ?? '')
    // (the other tests' subscriptions fall due too)
    expect((await createCheckoutWorker(deps).tick(due)).renewed).toBeGreaterThanOrEqual(1)
    // The first card would have been declined: the renewal charged the new one.
    const payments = await renewalPayments(ctx.storage, subscription.id, ['status'])
    expect(payments).toEqual([{ status: 'captured' }])
    const renewed = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['status', 'cyclesBilled'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(renewed).toEqual({ status: 'active', cyclesBilled: 2 })
  })

  it("drops the account's card links with the account; its subscription keeps renewing with its token", async () => {
    const ada = await shopper()
    const { subscription } = await subscribe(ada.browser, ada.email)
    expect((await cards(ada.browser)).cards).toHaveLength(1)
    const deleted = await ada.browser.request('DELETE', '/api/site-users/account', { password })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const links = await ctx.storage.db
      .withTables<{ savedPaymentMethods: { token: string } }>()
      .selectFrom('savedPaymentMethods')
      .select('token')
      .where('token', '=', subscription.paymentToken ?? '')
      .execute()
    expect(links).toEqual([])
    const kept = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['paymentToken', 'status'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ paymentToken: subscription.paymentToken, status: 'active' })
  })

  it('pays a one-time purchase with a saved card: the provider charges its token', async () => {
    const ada = await shopper()
    await subscribe(ada.browser, ada.email)
    const [card] = (await cards(ada.browser)).cards as [CardView]
    const paid = await buyLesson(ada.browser, ada.email, { provider: 'test', savedCardId: card.id })
    expect(paid.statusCode, paid.body).toBe(201)
    const orderId = paid.json<{ order: { id: string } }>().order.id
    const order = await ctx.storage.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
    const payment = await ctx.storage.db
      .selectFrom('payments')
      .select(['status', 'cardLast4', 'provider'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(payment).toEqual({ status: 'captured', cardLast4: '4242', provider: 'test' })
  })
})
