import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CartVisitor } from './testing/cart-client.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

const messages = {
  bothOptions: 'Please select the Size and Color options.',
  unavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnough: 'Sorry, we do not have enough of that item available.',
  notANumber: 'Quantity must be a number.',
  notWhole: 'Quantity must be a whole number.',
  range: 'Quantity must be between 1 and 9999.',
  service: 'Only one of this service can be added to your cart.',
  giftCard: 'Select a denomination for the Gift Card.',
  itemNotFound: 'Sorry, that item is unavailable.',
  entryNotFound: 'That item is no longer in your cart.',
}

describeEachDialect('shopping cart API', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let visitor: CartVisitor

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())
  beforeEach(() => {
    visitor = new CartVisitor(app, shop.host)
  })

  it('answers an empty cart with every SPEC field and default when there is no cart', async () => {
    const response = await visitor.cart('?calculateSubtotal=true')
    expect(response.statusCode).toBe(200)
    const cart = response.json()
    expect(cart).toEqual({
      id: '',
      websiteId: shop.websiteId,
      orderId: null,
      created: expect.any(Number),
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      subtotalAmount: '$0.00',
    })
    expect(response.cookies).toEqual([])
  })

  it('opens the cart on the first add: HttpOnly CART cookie and a readable hasCart flag', async () => {
    const response = await visitor.add({
      itemId: shop.id('tee'),
      sku: shop.sku('tee-s-red'),
      quantity: 2,
    })
    expect(response.statusCode).toBe(200)
    const cart = response.cookies.find((cookie) => cookie.name === 'CART')
    expect(cart?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cart).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const flag = response.cookies.find((cookie) => cookie.name === 'hasCart')
    expect(flag).toMatchObject({ value: 'true', sameSite: 'Lax', path: '/' })
    expect(flag?.httpOnly).toBeUndefined()

    const body = response.json()
    expect(body.newlyAdded).toBe(true)
    expect(body.shoppingCart.id).not.toBe('')
    expect(body.shoppingCart.entries).toEqual([
      {
        id: expect.any(String),
        itemId: shop.id('tee'),
        quantity: 2,
        chosenVariant: { sku: shop.sku('tee-s-red'), attributes: { Size: 'S', Color: 'Red' } },
        title: 'Product tee',
        subTotal: { minor: 4000, currency: 'USD' },
        subTotalText: '$40.00',
        purchasePriceCents: 2000,
        unitPriceText: '$20.00',
        additionalFields: null,
      },
    ])
    expect(body.shoppingCart).toMatchObject({
      subtotalCents: 4000,
      grandTotalCents: 4000,
      totalQuantity: 2,
      requiresShipping: true,
      subtotalAmount: '$40.00',
    })
  })

  it('merges an add of the same item and variant into its line and keeps the cart across calls', async () => {
    await visitor.add({ itemId: shop.id('tee'), sku: shop.sku('tee-s-red'), quantity: 1 })
    const again = await visitor.add({
      itemId: shop.id('tee'),
      sku: shop.sku('tee-s-red'),
      quantity: '2',
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().newlyAdded).toBe(false)
    expect(again.cookies.find((cookie) => cookie.name === 'CART')).toBeUndefined()
    const cart = (await visitor.cart()).json()
    expect(cart.entries).toHaveLength(1)
    expect(cart.entries[0].quantity).toBe(3)
    expect(cart.totalQuantity).toBe(3)
  })

  it('prices an on-sale variant at its sale price and other variants in their own line', async () => {
    await visitor.add({ itemId: shop.id('tee'), sku: shop.sku('tee-s-red'), quantity: 1 })
    const response = await visitor.add({
      itemId: shop.id('tee'),
      sku: shop.sku('tee-m-red'),
      quantity: 2,
    })
    const cart = response.json().shoppingCart
    expect(response.json().newlyAdded).toBe(true)
    expect(
      cart.entries.map((entry: { purchasePriceCents: number }) => entry.purchasePriceCents),
    ).toEqual([2000, 1500])
    expect(cart.subtotalCents).toBe(5000)
  })

  it.each([
    ['no variant chosen', { itemId: 'tee', quantity: 1 }, messages.bothOptions],
    ['an unknown sku', { itemId: 'tee', sku: 'NOPE', quantity: 1 }, messages.unavailable],
    [
      'a sold-out variant',
      { itemId: 'tee', sku: 'tee-s-blue', quantity: 1 },
      `${messages.notEnough} None are left.`,
    ],
    [
      'more than in stock, saying how many are',
      { itemId: 'tee', sku: 'tee-m-blue', quantity: 4 },
      `${messages.notEnough} Only 3 are left.`,
    ],
    [
      'a product with no stock',
      { itemId: 'gone', sku: 'gone', quantity: 1 },
      `${messages.notEnough} None are left.`,
    ],
    [
      'a quantity that is not a number',
      { itemId: 'mug', sku: 'mug', quantity: 'two' },
      messages.notANumber,
    ],
    ['no quantity', { itemId: 'mug', sku: 'mug' }, messages.notANumber],
    ['a fractional quantity', { itemId: 'mug', sku: 'mug', quantity: 1.5 }, messages.notWhole],
    ['quantity 0', { itemId: 'mug', sku: 'mug', quantity: 0 }, messages.range],
    ['quantity 10000', { itemId: 'lesson', sku: 'lesson', quantity: 10000 }, messages.range],
    ['two of a service', { itemId: 'lesson', sku: 'lesson', quantity: 2 }, messages.service],
    ['a gift card without denomination', { itemId: 'gift', quantity: 1 }, messages.giftCard],
  ])(
    'refuses %s with 400 and the SPEC message (with how many are left)',
    async (_case, body, message) => {
      const request: Record<string, unknown> = { ...body, itemId: shop.id(body.itemId) }
      const sku = 'sku' in body ? body.sku : undefined
      if (typeof sku === 'string' && sku !== 'NOPE') request.sku = shop.sku(sku)
      const response = await visitor.add(request)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message })
      expect(response.cookies.find((cookie) => cookie.name === 'CART')).toBeUndefined()
    },
  )

  it('counts what the cart already holds of the item and variant against the stock', async () => {
    const first = await visitor.add({ itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 2 })
    expect(first.statusCode).toBe(200)
    const second = await visitor.add({ itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 1 })
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual({ message: `${messages.notEnough} None are left.` })
    // Another visitor's cart does not count against this one.
    const other = new CartVisitor(app, shop.host)
    expect(
      (await other.add({ itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 2 })).statusCode,
    ).toBe(200)
  })

  it('refuses a second unit of a service across adds', async () => {
    expect(
      (await visitor.add({ itemId: shop.id('lesson'), sku: shop.sku('lesson'), quantity: 1 }))
        .statusCode,
    ).toBe(200)
    const second = await visitor.add({
      itemId: shop.id('lesson'),
      sku: shop.sku('lesson'),
      quantity: 1,
    })
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual({ message: messages.service })
  })

  it('adds a gift card by its denomination sku at that price; digital goods never run out', async () => {
    const gift = await visitor.add({ itemId: shop.id('gift'), sku: 'gift-card-2500', quantity: 1 })
    expect(gift.statusCode).toBe(200)
    const ebook = await visitor.add({
      itemId: shop.id('ebook'),
      sku: shop.sku('ebook'),
      quantity: 3,
    })
    expect(ebook.statusCode).toBe(200)
    const cart = ebook.json().shoppingCart
    expect(
      cart.entries.map((entry: { purchasePriceCents: number }) => entry.purchasePriceCents),
    ).toEqual([2500, 1200])
    expect(cart).toMatchObject({
      subtotalCents: 6100,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: false,
    })
  })

  it('keeps a merged line within 9999 units', async () => {
    const add = (quantity: number) =>
      visitor.add({ itemId: shop.id('ebook'), sku: shop.sku('ebook'), quantity })
    expect((await add(9999)).statusCode).toBe(200)
    const over = await add(1)
    expect(over.statusCode).toBe(400)
    expect(over.json()).toEqual({ message: messages.range })
  })

  it('answers 404 for an unknown item and for an unpublished one', async () => {
    for (const itemId of ['no-such-item', shop.id('draft')]) {
      const response = await visitor.add({ itemId, sku: shop.sku('draft'), quantity: 1 })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: messages.itemNotFound })
    }
  })

  it('answers 400 for malformed JSON and for a body without itemId', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: {
        host: shop.host,
        cookie: 'crumb=abcdefghijklmnopqrstuv',
        'x-csrf-token': 'abcdefghijklmnopqrstuv',
        'content-type': 'application/json',
      },
      payload: '{"itemId": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: expect.any(String) })
    const missing = await visitor.add({ sku: shop.sku('mug'), quantity: 1 })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toContain('itemId')
  })

  it.each([
    ['POST', '/api/commerce/shopping-cart/entries'],
    ['PUT', '/api/commerce/shopping-cart/entries/some-entry'],
    ['DELETE', '/api/commerce/shopping-cart/entries/some-entry'],
    ['PUT', '/api/commerce/shopping-cart/entries/some-entry/additionalFields'],
    ['POST', '/api/3/commerce/cart/subscription'],
  ] as const)('refuses %s %s without the crumb: 403 {"crumbFail": true}', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: { host: shop.host },
      payload: { itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 1 },
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).toBe('{"crumbFail":true}')
  })
})
