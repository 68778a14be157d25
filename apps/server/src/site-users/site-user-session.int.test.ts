import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { signInOwner, testApp } from '../testing/test-app.js'
import { createSiteUser } from '../auth/site-user-repository.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'correct horse battery'
const signInFailed = 'Your email or password is incorrect.'

/** The cart's lines as `SKU×quantity`, in cart order. */
function lines(cart: { entries: { chosenVariant: { sku: string }; quantity: number }[] }) {
  return cart.entries.map((entry) => `${entry.chosenVariant.sku}×${entry.quantity}`)
}

describeEachDialect('site-user sign-in and the cart that follows the user', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let users = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  async function newUser(): Promise<string> {
    const email = `shopper${++users}@example.com`
    await createSiteUser(ctx.storage, {
      websiteId: shop.websiteId,
      email,
      password,
      now: new Date(),
    })
    return email
  }
  const browser = () => new SiteBrowser(app, shop.host)

  it('signs in: {xsrfToken}, an HttpOnly session cookie and the readable SiteUserInfo', async () => {
    const email = await newUser()
    const a = browser()
    const response = await a.signIn(email.toUpperCase(), password)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ xsrfToken: a.crumb })
    const session = response.cookies.find((cookie) => cookie.name === 'SiteUserSession')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(session?.maxAge).toBeUndefined()
    const info = response.cookies.find((cookie) => cookie.name === 'SiteUserInfo')
    expect(info?.httpOnly).toBeUndefined()
    expect(JSON.parse(decodeURIComponent(info!.value))).toEqual({
      authenticated: true,
      siteUserId: expect.stringMatching(/^[0-9a-f]{24}$/),
    })
    // No cart on either side: nothing to hand over.
    expect(response.cookies.find((cookie) => cookie.name === 'CART')).toBeUndefined()

    const remembered = await browser().signIn(email, password, true)
    const lasting = remembered.cookies.find((cookie) => cookie.name === 'SiteUserSession')
    expect(lasting?.maxAge).toBe(30 * 24 * 60 * 60)
    expect(lasting?.value).not.toBe(session?.value)
  })

  it('signs in with the address however Unicode spells it (NFKC)', async () => {
    await createSiteUser(ctx.storage, {
      websiteId: shop.websiteId,
      email: '\ufb01ona@example.com',
      password,
      now: new Date(),
    })
    expect((await browser().signIn('fiona@example.com', password)).statusCode).toBe(200)
    expect((await browser().signIn('\uff26IONA@example.com', password)).statusCode).toBe(200)
  })

  it("brings browser A's cart to the account, and browser B signing in gets the same cart", async () => {
    const email = await newUser()
    const a = browser()
    expect((await a.add(shop.id('tee'), shop.sku('tee-s-red'), 2)).statusCode).toBe(200)
    const anonymousToken = a.cookies.get('CART')
    expect((await a.signIn(email, password)).statusCode).toBe(200)
    expect(a.cookies.get('CART')).not.toBe(anonymousToken)
    expect(a.cookies.get('hasCart')).toBe('true')
    const cartOfA = await a.cart()
    expect(lines(cartOfA)).toEqual([`${shop.sku('tee-s-red')}×2`])

    const b = browser()
    expect(lines(await b.cart())).toEqual([])
    const signIn = await b.signIn(email, password)
    expect(signIn.statusCode).toBe(200)
    expect(b.cookies.get('CART')).toBe(a.cookies.get('CART'))
    const cartOfB = await b.cart()
    expect(cartOfB.id).toBe(cartOfA.id)
    expect(lines(cartOfB)).toEqual([`${shop.sku('tee-s-red')}×2`])

    // B changes the cart; A sees it. Without its CART cookie, B still gets the account's cart.
    expect((await b.add(shop.id('beans'), shop.sku('beans'), 1)).statusCode).toBe(200)
    expect(lines(await a.cart())).toEqual([`${shop.sku('tee-s-red')}×2`, `${shop.sku('beans')}×1`])
    b.cookies.delete('CART')
    b.cookies.delete('hasCart')
    expect((await b.cart()).id).toBe(cartOfA.id)
    expect(b.cookies.get('CART')).toBe(a.cookies.get('CART'))
    expect(b.cookies.get('hasCart')).toBe('true')
  })

  it("merges the anonymous cart into the account's: same lines add up, within stock", async () => {
    const email = await newUser()
    const first = browser()
    await first.signIn(email, password)
    // A signed-in visitor's first add opens the account's cart.
    expect((await first.add(shop.id('tee'), shop.sku('tee-m-blue'), 1)).statusCode).toBe(200)
    expect((await first.add(shop.id('mug'), shop.sku('mug'), 2)).statusCode).toBe(200)
    const accountCart = (await first.cart()).id

    const second = browser()
    await second.add(shop.id('tee'), shop.sku('tee-m-blue'), 1)
    await second.add(shop.id('mug'), shop.sku('mug'), 1)
    await second.add(shop.id('beans'), shop.sku('beans'), 4)
    expect((await second.signIn(email, password)).statusCode).toBe(200)
    const merged = await second.cart()
    expect(merged.id).toBe(accountCart)
    // The mug has 2 units in stock, both already in the account's cart.
    expect(lines(merged)).toEqual([
      `${shop.sku('tee-m-blue')}×2`,
      `${shop.sku('mug')}×2`,
      `${shop.sku('beans')}×4`,
    ])
    expect(lines(await first.cart())).toEqual(lines(merged))
  })

  it('signs out leaving the cart with the account; with cloneCart the browser keeps a copy', async () => {
    const email = await newUser()
    const a = browser()
    await a.signIn(email, password)
    await a.add(shop.id('beans'), shop.sku('beans'), 3)
    const accountToken = a.cookies.get('CART')

    const out = await a.signOut(false)
    expect(out.statusCode).toBe(200)
    for (const name of ['SiteUserSession', 'SiteUserInfo', 'CART', 'hasCart']) {
      expect(a.cookies.has(name)).toBe(false)
    }
    expect(lines(await a.cart())).toEqual([])

    await a.signIn(email, password)
    // Sign-out rotated the account cart's token: the same cart, under a new CART value.
    expect(a.cookies.get('CART')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.cookies.get('CART')).not.toBe(accountToken)
    expect(lines(await a.cart())).toEqual([`${shop.sku('beans')}×3`])

    const cloned = await a.signOut(true)
    expect(cloned.statusCode).toBe(200)
    expect(a.cookies.has('SiteUserSession')).toBe(false)
    expect(a.cookies.get('CART')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.cookies.get('CART')).not.toBe(accountToken)
    const copy = await a.cart()
    expect(lines(copy)).toEqual([`${shop.sku('beans')}×3`])
    // The copy is the browser's own: changing it leaves the account's cart as it was.
    await a.add(shop.id('beans'), shop.sku('beans'), 1)
    const b = browser()
    await b.signIn(email, password)
    expect(lines(await b.cart())).toEqual([`${shop.sku('beans')}×3`])
    expect((await b.cart()).id).not.toBe(copy.id)
  })

  it('answers a wrong password and an unknown email with the same 401, and limits attempts', async () => {
    const email = await newUser()
    const wrong = await browser().signIn(email, 'not the password')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ message: signInFailed })
    const unknown = await browser().signIn('nobody@example.com', password)
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toMatchObject({ message: signInFailed })
    expect(wrong.cookies).toEqual([])

    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await browser().signIn(email, `wrong ${attempt}`)).statusCode).toBe(401)
    }
    const limited = await browser().signIn(email, password)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in a few minutes.',
    })
  })

  it('needs the crumb to sign in and out', async () => {
    const email = await newUser()
    const a = browser()
    const response = await a.request(
      'POST',
      '/api/site-users/account/session',
      { email, password },
      { crumb: false },
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ crumbFail: true })
    await a.signIn(email, password)
    const out = await a.request('DELETE', '/api/site-users/account/session', undefined, {
      crumb: false,
    })
    expect(out.statusCode).toBe(403)
    expect(a.cookies.has('SiteUserSession')).toBe(true)
  })

  it('keeps accounts per website and refuses bad input with a 400', async () => {
    const other = await seedCartFixture(ctx.storage, ctx.dataDir)
    const email = await newUser()
    const elsewhere = await new SiteBrowser(app, other.host).signIn(email, password)
    expect(elsewhere.statusCode).toBe(401)
    const missing = await browser().request('POST', '/api/site-users/account/session', { email })
    expect(missing.statusCode).toBe(400)
  })

  it("lists the website's site users to its owner only, without password hashes", async () => {
    const email = await newUser()
    const anonymous = await browser().request('GET', '/api/editor/site-users')
    expect(anonymous.statusCode).toBe(401)
    const owner = await signInOwner(ctx, app, shop.host)
    const response = await app.inject({
      url: '/api/editor/site-users',
      headers: { host: shop.host, cookie: owner },
    })
    expect(response.statusCode).toBe(200)
    const { siteUsers } = response.json()
    expect(siteUsers).toContainEqual({
      id: expect.any(String),
      email,
      createdAt: expect.any(String),
    })
    expect(response.body).not.toContain('scrypt')
  })
})
