import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CartVisitor } from './testing/cart-client.js'
import { seedCartFixture } from './testing/cart-fixture.js'

describeEachDialect('cart money as the site prints it', (ctx) => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await testApp(ctx)
  })
  afterAll(() => app.close())

  it.each([
    {
      currency: 'EUR',
      locale: 'de-DE',
      cldr: true,
      subtotal: '123,45\u00a0€',
      line: '246,90\u00a0€',
    },
    { currency: 'USD', locale: 'en-US', cldr: true, subtotal: '$123.45', line: '$246.90' },
    { currency: 'EUR', locale: 'de-DE', cldr: false, subtotal: '€123.45', line: '€246.90' },
    // SPEC §9: kr after the amount in the default locale, whichever the format.
    { currency: 'SEK', locale: 'en-US', cldr: true, subtotal: '123.45 kr', line: '246.90 kr' },
    { currency: 'SEK', locale: 'en-US', cldr: false, subtotal: '123.45 kr', line: '246.90 kr' },
  ])(
    'formats the cart’s money as the $locale site prints $currency (CLDR: $cldr)',
    async ({ currency, locale, cldr, subtotal, line }) => {
      const site = await seedCartFixture(ctx.storage, ctx.dataDir, {
        currency,
        locale,
        useCLDRMoneyFormat: cldr,
        pricedProductCents: 12345,
      })
      const visitor = new CartVisitor(app, site.host)
      const add = () =>
        visitor.add({ itemId: site.id('priced'), sku: site.sku('priced'), quantity: 1 })
      expect((await add()).json().shoppingCart.subtotalAmount).toBe(subtotal)
      await add()
      const cart = (await visitor.cart()).json()
      expect(cart.subtotalCents).toBe(24690)
      expect(cart.entries[0]).toMatchObject({
        subTotal: { minor: 24690, currency },
        subTotalText: line,
        purchasePriceCents: 12345,
        unitPriceText: subtotal,
      })
    },
  )
})
