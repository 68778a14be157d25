import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../orders/testing/offline-paying-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { mailsTo } from '../testing/outbox-mails.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

const minute = 60_000

describeEachDialect('abandoned-cart reminders', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let owner: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    owner = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const settings = (method: 'GET' | 'PUT', payload?: object, session = owner) =>
    app.inject({
      method,
      url: '/api/editor/store/cart-reminders',
      headers: { host: fx.host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })

  async function shopperWithEmail(email: string, store = fx): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, store.host)
    const added = await visitor.add({ itemId: store.id('mug'), sku: store.sku('mug'), quantity: 1 })
    expect(added.statusCode).toBe(200)
    const given = await visitor.post('/api/commerce/checkout/email', { email })
    expect(given.statusCode).toBe(204)
    return visitor
  }

  const tick = (at: number) => app.atelierWorker.tick(new Date(at))
  /** The reminders in a receiver's mailbox (order mails go there too). */
  const remindersTo = async (email: string) =>
    (await mailsTo(ctx.storage.db, email)).filter((mail) =>
      mail.subject.startsWith('You left something in your cart at '),
    )

  /** The restore link of a reminder, read from the mail's text as a receiver reads it. */
  function restoreLinkIn(text: string): URL {
    const match = /https?:\/\/\S+\/cart\/restore\?token=\S+/.exec(text)
    if (match === null) throw new Error(`no restore link in ${text}`)
    return new URL(match[0])
  }

  it('is off by default: no reminder however long the cart waits', async () => {
    // A store of its own, whose owner never turns reminders on.
    const quiet = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    const quietOwner = await signInOwner(ctx, app, quiet.host)
    const email = `off-${Date.now()}@example.com`
    await shopperWithEmail(email, quiet)
    const read = await app.inject({
      url: '/api/editor/store/cart-reminders',
      headers: { host: quiet.host, cookie: quietOwner },
    })
    expect(read.json()).toEqual({
      delayMinutes: null,
      remindersSent: 0,
      cartsRecovered: 0,
    })
    await tick(Date.now() + 3 * 24 * 60 * minute)
    expect(await remindersTo(email)).toEqual([])
  })

  it('refuses a delay out of range and lets only store roles set it', async () => {
    expect((await settings('PUT', { delayMinutes: 5 })).statusCode).toBe(400)
    expect((await settings('PUT', { delayMinutes: 'soon' })).statusCode).toBe(400)
    const editor = await signInOwner(ctx, app, fx.host, ContributorRole.editor)
    expect((await settings('PUT', { delayMinutes: 60 }, editor)).statusCode).toBe(403)
    expect((await settings('GET', undefined, editor)).statusCode).toBe(403)
  })

  it('mails one reminder after the delay, once, and never after the order; the link restores the cart', async () => {
    expect((await settings('PUT', { delayMinutes: 60 })).json()).toEqual({ delayMinutes: 60 })
    const email = `Shopper-${Date.now()}@Example.com`
    const start = Date.now()
    const shopper = await shopperWithEmail(email)
    const receiver = email.toLowerCase()

    await tick(start + 59 * minute)
    expect(await remindersTo(receiver)).toEqual([])
    await tick(start + 61 * minute)
    await tick(start + 120 * minute)
    const mails = await remindersTo(receiver)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toMatch(/^You left something in your cart at /)
    expect(mail!.textBody).toContain('You left 1 item in your cart')
    const link = restoreLinkIn(mail!.textBody)
    // From the site's configured domain, never a Host header.
    expect(link.host).toBe(fx.host)
    expect(link.protocol).toBe('https:')

    // Another browser (the shopper's phone) opens the link and gets the cart.
    const phone = new CheckoutVisitor(app, fx.host)
    const opened = await app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { host: fx.host },
    })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe('/cart')
    const cartCookie = opened.cookies.find((cookie) => cookie.name === 'CART')
    expect(cartCookie?.httpOnly).toBe(true)
    phone.cartToken = cartCookie!.value
    const restored = (await phone.cart()).json()
    expect(JSON.stringify(restored)).toContain(fx.id('mug'))

    // A tampered link is refused and hands out no cart.
    const tampered = new URL(link)
    const token = tampered.searchParams.get('token')!
    tampered.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
    const refused = await app.inject({
      url: `${tampered.pathname}${tampered.search}`,
      headers: { host: fx.host },
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.cookies.find((cookie) => cookie.name === 'CART')).toBeUndefined()
    expect(refused.body).toContain('This cart link is not valid.')
    // However long it waits, the cart is reminded once.
    await tick(start + 15 * 24 * 60 * minute)
    expect(await remindersTo(receiver)).toHaveLength(1)

    // The phone orders: the cart is recovered, and no reminder ever follows.
    const ordered = await phone.order({ email: receiver, payment: { provider: 'offline' } })
    expect(ordered.statusCode).toBe(201)
    expect((await settings('GET')).json()).toMatchObject({ remindersSent: 1, cartsRecovered: 1 })
    expect(shopper.cartToken).not.toBe(phone.cartToken)
  })

  it('never mails a cart whose order was placed before the delay', async () => {
    const email = `quick-${Date.now()}@example.com`
    const start = Date.now()
    const shopper = await shopperWithEmail(email)
    expect((await shopper.order({ email, payment: { provider: 'offline' } })).statusCode).toBe(201)
    await tick(start + 61 * minute)
    await tick(start + 3 * 60 * minute)
    expect(await remindersTo(email)).toEqual([])
  })

  it('takes a checkout email only as an email, and records nothing without a cart', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const bad = await visitor.post('/api/commerce/checkout/email', { email: 'nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'Email is invalid' })
    const none = await visitor.post('/api/commerce/checkout/email', {
      email: 'cartless@example.com',
    })
    expect(none.statusCode).toBe(204)
    await tick(Date.now() + 2 * 60 * minute)
    expect(await remindersTo('cartless@example.com')).toEqual([])
  })
})
