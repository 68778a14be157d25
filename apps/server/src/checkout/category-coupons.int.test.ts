import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { demoCheckoutSettings, seedCheckoutSettings } from './seed-checkout-settings.js'

const notApplicable = 'This coupon does not apply to the items in your cart.'

describeEachDialect('checkout: category-scoped coupons', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    // The fixture's tee is in the store's Clothing category; the owner also made a store
    // category of that name (SPEC §7), whose id a coupon may name instead.
    const session = await signInOwner(ctx, app, fx.host)
    const category = await app.inject({
      method: 'POST',
      url: `/api/content-service/product/1.1/websites/${fx.websiteId}/products/${fx.id('shop')}/categories`,
      headers: { host: fx.host, ...crumbHeaders(session) },
      payload: {
        displayName: 'Clothing',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 0,
      },
    })
    expect(category.statusCode).toBe(200)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      coupons: [
        {
          code: 'CERAMICS20',
          kind: 'percentage',
          percentBasisPoints: 2000,
          scope: { kind: 'categories', categoryIds: ['Ceramics'] },
        },
        {
          code: 'CLOTHES5',
          kind: 'fixed-amount',
          amountCents: 500,
          scope: { kind: 'categories', categoryIds: [category.json().id] },
        },
      ],
    })
  })
  afterAll(async () => {
    await app.close()
  })

  async function cartOf(...names: Array<'mug' | 'tee-m-red'>): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, fx.host)
    for (const name of names) {
      const itemId = fx.id(name === 'mug' ? 'mug' : 'tee')
      expect((await visitor.add({ itemId, sku: fx.sku(name), quantity: 1 })).statusCode).toBe(200)
    }
    return visitor
  }

  async function quote(visitor: CheckoutVisitor, code: string) {
    const response = await visitor.quote({ shippingAddress: nyAddress, couponCodes: [code] })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it('discounts only the lines of the coupon’s category', async () => {
    // Mug $32 (Ceramics) and tee $15 (Clothing): 20 % of the mug alone.
    const priced = await quote(await cartOf('mug', 'tee-m-red'), 'ceramics20')
    expect(priced.subtotalCents).toBe(4700)
    expect(priced.validCoupons).toEqual([{ code: 'CERAMICS20' }])
    expect(priced.invalidCoupons).toEqual([])
    expect(priced.discountCents).toBe(640)
  })

  it('matches a category named by its store category id too', async () => {
    const priced = await quote(await cartOf('mug', 'tee-m-red'), 'CLOTHES5')
    expect(priced.validCoupons).toEqual([{ code: 'CLOTHES5' }])
    expect(priced.discountCents).toBe(500)
    const mugOnly = await quote(await cartOf('mug'), 'CLOTHES5')
    expect(mugOnly.invalidCoupons).toEqual([{ code: 'CLOTHES5', message: notApplicable }])
  })

  it('is invalid when no line is of its category, in the quote and on the order', async () => {
    const visitor = await cartOf('tee-m-red')
    const priced = await quote(visitor, 'CERAMICS20')
    expect(priced.validCoupons).toEqual([])
    expect(priced.invalidCoupons).toEqual([{ code: 'CERAMICS20', message: notApplicable }])
    expect(priced.discountCents).toBe(0)
    const order = await visitor.order({ couponCodes: ['CERAMICS20'] })
    expect(order.statusCode).toBe(400)
    expect(order.json()).toEqual({ errors: { couponCodes: notApplicable } })
  })

  it('places the order with the category discount', async () => {
    const placed = await (await cartOf('mug', 'tee-m-red')).order({ couponCodes: ['CERAMICS20'] })
    expect(placed.statusCode).toBe(201)
    const row = await ctx.storage.db
      .selectFrom('orders')
      .select(['subtotalCents', 'discountCents'])
      .where('id', '=', placed.json().order.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ subtotalCents: 4700, discountCents: 640 })
  })
})
