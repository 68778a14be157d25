import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { goodCard, nyAddress } from '../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../orders/testing/offline-paying-store.js'
import { subscribeToBeans } from '../orders/testing/subscriber.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { listAccountOrders } from './account-orders.js'
import { setAccountDisabled } from './account-switch.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'correct horse battery'
const parisAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  country: 'FR',
}
let keys = 0

describeEachDialect('the account page and its calls', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let users = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  /** A new account, signed in in a browser of its own. */
  async function shopper() {
    const email = `account${++users}@example.com`
    const user = await createSiteUser(ctx.storage, {
      websiteId: shop.websiteId,
      email,
      password,
      now: new Date(),
    })
    const browser = new SiteBrowser(app, shop.host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    return { email, browser, user }
  }

  /** Buys `name` with the test card in this browser; answers the order id. */
  async function buy(browser: SiteBrowser, name: string, email: string): Promise<string> {
    expect((await browser.add(shop.id(name), shop.sku(name))).statusCode).toBe(200)
    const token = (
      await browser.request('POST', '/api/commerce/payments/test/tokens', goodCard)
    ).json<{
      token: string
    }>().token
    const order = await browser.request('POST', '/api/commerce/orders', {
      email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `account-home-${++keys}-${Date.now()}`,
      payment: { provider: 'test', token },
    })
    expect(order.statusCode, order.body).toBe(201)
    return order.json<{ order: { id: string } }>().order.id
  }

  const orderIds = async (browser: SiteBrowser) =>
    (await browser.request('GET', '/api/site-users/account/orders')).json<{
      orders: Array<{ id: string; statusUrl: string }>
    }>().orders

  it('sends a signed-out visitor to sign in, and the calls answer 401', async () => {
    const visitor = new SiteBrowser(app, shop.host)
    const page = await visitor.request('GET', '/account')
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/account/login?returnTo=%2Faccount')
    expect(page.headers['cache-control']).toBe('no-store')
    const orders = await visitor.request('GET', '/api/site-users/account/orders')
    expect(orders.statusCode).toBe(401)
    expect(orders.json()).toMatchObject({ message: 'Please sign in to your account.' })
    expect((await visitor.request('GET', '/api/site-users/account/addresses')).statusCode).toBe(401)
  })

  it("shows the account's orders — placed signed in or under its email — newest first, never another's", async () => {
    const ada = await shopper()
    const bob = await shopper()
    const first = await buy(ada.browser, 'lesson', ada.email)
    const second = await buy(ada.browser, 'lesson', ada.email)
    // A guest checkout with Ada's email belongs to her account too.
    const guest = await buy(new SiteBrowser(app, shop.host), 'lesson', ada.email)
    const bobs = await buy(bob.browser, 'lesson', bob.email)

    const listed = await orderIds(ada.browser)
    expect(listed.map((order) => order.id)).toEqual([guest, second, first])
    expect(listed[0]?.statusUrl).toMatch(/^\/orders\/[\w-]+$/)
    // The link opens the order status page (type 211).
    const status = await ada.browser.request('GET', listed[0]!.statusUrl)
    expect(status.statusCode).toBe(200)
    expect((await orderIds(bob.browser)).map((order) => order.id)).toEqual([bobs])

    // Someone else's order id is not found, as if it did not exist.
    const foreign = await ada.browser.request(
      'POST',
      `/api/site-users/account/orders/${bobs}/buy-again`,
    )
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ message: 'Order not found.' })

    const page = await ada.browser.request('GET', '/account')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<meta name="robots" content="noindex">')
    expect(page.body).toContain('<h1 class="page-title">My Account</h1>')
    expect(page.body).toContain(`data-buy-again="${first}"`)
    expect(page.body).not.toContain(`data-buy-again="${bobs}"`)
  })

  it('pages the orders, newest first', async () => {
    const ada = await shopper()
    const ids = [
      await buy(ada.browser, 'lesson', ada.email),
      await buy(ada.browser, 'lesson', ada.email),
      await buy(ada.browser, 'lesson', ada.email),
    ]
    const viewer = { id: ada.user.id, websiteId: shop.websiteId, email: ada.email }
    const one = await listAccountOrders(ctx.storage, viewer, 1, 2)
    expect(one.orders.map((order) => order.view.id)).toEqual([ids[2], ids[1]])
    expect(one.hasNextPage).toBe(true)
    const two = await listAccountOrders(ctx.storage, viewer, 2, 2)
    expect(two.orders.map((order) => order.view.id)).toEqual([ids[0]])
    expect(two.hasNextPage).toBe(false)
    // An account that has not verified its email sees only what it ordered signed in.
    const guest = await buy(new SiteBrowser(app, shop.host), 'lesson', ada.email)
    expect((await listAccountOrders(ctx.storage, viewer, 1)).orders[0]?.view.id).toBe(guest)
    const unverified = await listAccountOrders(ctx.storage, { ...viewer, emailVerified: false }, 1)
    expect(unverified.orders.map((order) => order.view.id)).toEqual([...ids].reverse())
  })

  it("buys again: the order's items go back into the account's cart", async () => {
    const ada = await shopper()
    const order = await buy(ada.browser, 'lesson', ada.email)
    expect((await ada.browser.cart()).entries).toEqual([])
    const again = await ada.browser.request(
      'POST',
      `/api/site-users/account/orders/${order}/buy-again`,
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toEqual({
      added: [{ title: expect.any(String), quantity: 1 }],
      skipped: [],
    })
    const cart = await ada.browser.cart()
    expect(
      cart.entries.map((entry: { chosenVariant: { sku: string } }) => entry.chosenVariant.sku),
    ).toEqual([shop.sku('lesson')])
  })

  it('keeps an address book of the account alone, with one default of each kind', async () => {
    const ada = await shopper()
    const bob = await shopper()
    const added = await ada.browser.request('POST', '/api/site-users/account/addresses', nyAddress)
    expect(added.statusCode, added.body).toBe(200)
    const home = added.json<{ address: { id: string } }>().address
    expect(added.json()).toMatchObject({ address: { defaultShipping: true, defaultBilling: true } })
    const paris = (
      await ada.browser.request('POST', '/api/site-users/account/addresses', {
        ...parisAddress,
        defaultShipping: true,
      })
    ).json<{ address: { id: string } }>().address

    const profile = (await ada.browser.request('GET', '/api/site-users/account/profile')).json()
    expect(profile).toMatchObject({
      email: ada.email,
      shippingAddress: { id: paris.id, city: 'Paris' },
      billingAddress: { id: home.id, city: 'New York' },
    })

    // Written as each country writes it, on the page.
    const page = (await ada.browser.request('GET', '/account')).body
    expect(page).toContain('12 Rue de Rivoli<br>75001 Paris<br>France')
    expect(page).toContain('1 Main St<br>New York, NY 10001<br>United States')

    // Another account cannot see, change or delete it: 404 as if it did not exist.
    expect((await bob.browser.request('GET', '/api/site-users/account/addresses')).json()).toEqual({
      addresses: [],
    })
    const change = await bob.browser.request(
      'PUT',
      `/api/site-users/account/addresses/${home.id}`,
      nyAddress,
    )
    expect(change.statusCode).toBe(404)
    expect(change.json()).toMatchObject({ message: 'Address not found.' })
    expect(
      (await bob.browser.request('DELETE', `/api/site-users/account/addresses/${home.id}`))
        .statusCode,
    ).toBe(404)

    // A bad address is refused field by field and changes nothing.
    const bad = await ada.browser.request('PUT', `/api/site-users/account/addresses/${home.id}`, {
      ...nyAddress,
      postalCode: 'ABC',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ errors: { postalCode: expect.any(String) } })

    // Deleting the default shipping address hands it to the oldest address left.
    const deleted = await ada.browser.request(
      'DELETE',
      `/api/site-users/account/addresses/${paris.id}`,
    )
    expect(deleted.statusCode).toBe(200)
    const left = (await ada.browser.request('GET', '/api/site-users/account/addresses')).json()
    expect(left.addresses).toEqual([
      expect.objectContaining({ id: home.id, defaultShipping: true, defaultBilling: true }),
    ])
  })

  it('shows the subscriptions with their status, next renewal and the cancel form of the order page', async () => {
    const ada = await shopper()
    const { token } = await subscribeToBeans(app, ctx.storage, shop, ada.email)
    const page = (await ada.browser.request('GET', '/account')).body
    expect(page).toContain(
      '<h2 class="account-card__title" id="account-subscriptions-title">Subscriptions</h2>',
    )
    expect(page).toMatch(/account-badge--active">Active</)
    expect(page).toContain('Next renewal on ')
    expect(page).toContain(`action="/api/commerce/orders/${token}/subscription/cancel"`)
    // Cancelled with that form (the crumb it carries), the account says so.
    const cancelled = await ada.browser.request(
      'POST',
      `/api/commerce/orders/${token}/subscription/cancel`,
    )
    expect(cancelled.statusCode).toBeLessThan(400)
    const after = (await ada.browser.request('GET', '/account')).body
    expect(after).toMatch(/account-badge--cancelled">Cancelled</)
    expect(after).not.toContain('subscription/cancel')
  })

  it('changes the name of the profile', async () => {
    const ada = await shopper()
    const saved = await ada.browser.request('PUT', '/api/site-users/account/profile', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
    })
    expect(saved.json()).toEqual({ firstName: 'Ada', lastName: 'Lovelace' })
    expect((await ada.browser.request('GET', '/account')).body).toContain('Hello, Ada Lovelace')
  })

  it('a disabled account loses its sessions and cannot sign in until enabled again', async () => {
    const ada = await shopper()
    const off = await setAccountDisabled(ctx.storage, {
      websiteId: shop.websiteId,
      email: ada.email,
      disabled: true,
      now: new Date(),
    })
    expect(off).toMatchObject({ disabled: true })
    expect((await ada.browser.request('GET', '/api/site-users/account/orders')).statusCode).toBe(
      401,
    )
    const again = await new SiteBrowser(app, shop.host).signIn(ada.email, password)
    expect(again.statusCode).toBe(403)
    expect(again.json()).toMatchObject({
      message: 'This account has been disabled. Please contact the store.',
    })
    // A wrong password still says only that the credentials are wrong.
    expect(
      (await new SiteBrowser(app, shop.host).signIn(ada.email, 'wrong password')).statusCode,
    ).toBe(401)
    await setAccountDisabled(ctx.storage, {
      websiteId: shop.websiteId,
      email: ada.email,
      disabled: false,
      now: new Date(),
    })
    expect((await new SiteBrowser(app, shop.host).signIn(ada.email, password)).statusCode).toBe(200)
  })
})
