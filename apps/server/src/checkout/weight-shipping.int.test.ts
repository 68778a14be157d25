import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { seedCheckoutSettings } from './seed-checkout-settings.js'

// The demo's 'Tracked parcel' rate: up to 1,000 g $7, up to 3,000 g $12, up to 10,000 g $20.
const byWeight = 'tracked-by-weight'

describeEachDialect('checkout: weight-band shipping by the cart’s total weight', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir, { bulkProducts: 3 })
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    // The owner weighs the products in the product editor.
    const session = await signInOwner(ctx, app, fx.host)
    for (const [name, weightGrams] of [
      ['bulk-0', 250],
      ['bulk-1', 500],
      ['bulk-2', 1],
    ] as const) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/editor/products/${fx.id(name)}/variants/${fx.id(`v-${name}`)}`,
        headers: { host: fx.host, ...crumbHeaders(session) },
        payload: { weightGrams },
      })
      expect(response.statusCode).toBe(200)
    }
  })
  afterAll(async () => {
    await app.close()
  })

  /** A visitor whose cart holds these quantities of the fixture's products. */
  async function cartOf(quantities: Record<string, number>): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, fx.host)
    for (const [name, quantity] of Object.entries(quantities)) {
      const added = await visitor.add({ itemId: fx.id(name), sku: fx.sku(name), quantity })
      expect(added.statusCode).toBe(200)
    }
    return visitor
  }

  async function weightOption(quantities: Record<string, number>) {
    const visitor = await cartOf(quantities)
    const response = await visitor.quote({ shippingAddress: nyAddress, shippingOptionId: byWeight })
    expect(response.statusCode).toBe(200)
    const quote = response.json()
    return {
      offered: quote.shippingOptions.find((option: { id: string }) => option.id === byWeight),
      shippingCostCents: quote.shippingCostCents as number,
    }
  }

  it('prices the option by the band the total weight falls in, upper edges included', async () => {
    // 2 × 250 g + 1 × 500 g = 1,000 g: the first band, its edge included.
    expect(await weightOption({ 'bulk-0': 2, 'bulk-1': 1 })).toEqual({
      offered: { id: byWeight, name: 'Tracked parcel', costCents: 700, kind: 'weight-bands' },
      shippingCostCents: 700,
    })
    // One gram more is the second band.
    expect((await weightOption({ 'bulk-1': 2, 'bulk-2': 1 })).shippingCostCents).toBe(1200)
    expect((await weightOption({ 'bulk-1': 6 })).shippingCostCents).toBe(1200)
    expect((await weightOption({ 'bulk-1': 6, 'bulk-2': 1 })).shippingCostCents).toBe(2000)
    expect((await weightOption({ 'bulk-1': 20 })).shippingCostCents).toBe(2000)
  })

  it('counts a variant without a weight as 0 g and offers no band past the last one', async () => {
    // The mug has no weight: 1,000 g in all.
    expect((await weightOption({ mug: 1, 'bulk-1': 2 })).shippingCostCents).toBe(700)
    const tooHeavy = await weightOption({ 'bulk-1': 20, 'bulk-2': 1 })
    expect(tooHeavy.offered).toBeUndefined()
    expect(tooHeavy.shippingCostCents).toBe(0)
  })

  async function orderRow(visitor: CheckoutVisitor) {
    const placed = await visitor.order({ shippingOptionId: byWeight })
    expect(placed.statusCode).toBe(201)
    const row = await ctx.storage.db
      .selectFrom('orders')
      .select(['shippingCents', 'grandTotalCents', 'document'])
      .where('id', '=', placed.json().order.id)
      .executeTakeFirstOrThrow()
    expect(placed.json().order.grandTotalCents).toBe(row.grandTotalCents)
    return row
  }

  it('charges the order the band of its total weight, edges included', async () => {
    // 1,000 g: 300 + 700 shipping + 8 % NY tax on both (80).
    const atEdge = await orderRow(await cartOf({ 'bulk-0': 2, 'bulk-1': 1 }))
    expect(atEdge).toMatchObject({ shippingCents: 700, grandTotalCents: 1080 })
    // 1,001 g: 300 + 1,200 + 120.
    const overEdge = await orderRow(await cartOf({ 'bulk-1': 2, 'bulk-2': 1 }))
    expect(overEdge).toMatchObject({ shippingCents: 1200, grandTotalCents: 1620 })
    const document = ctx.storage.dialect.decodeJson<{ shippingOption: unknown }>(overEdge.document)
    expect(document.shippingOption).toMatchObject({ id: byWeight, costCents: 1200 })
  })

  it('refuses the order when the parcel is heavier than the last band', async () => {
    const visitor = await cartOf({ 'bulk-1': 20, 'bulk-2': 1 })
    const response = await visitor.order({ shippingOptionId: byWeight })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: { shippingOptionId: 'This shipping option is not available for your address.' },
    })
  })
})
