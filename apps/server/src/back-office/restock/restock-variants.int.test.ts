import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: restock variant names', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let other: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    other = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const names = (query: string, cookie: string | null = session) =>
    app.inject({
      url: `/api/editor/restock/variants${query}`,
      headers: { host: fx.host, ...(cookie === null ? {} : crumbHeaders(cookie)) },
    })

  it('answers 401 signed out, and 400 without variant ids', async () => {
    expect((await names(`?variantIds=${fx.id('v-mug')}`, null)).statusCode).toBe(401)
    const missing = await names('')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toEqual(expect.any(String))
    expect((await names('?variantIds=')).statusCode).toBe(400)
  })

  it("names this site's variants, with their stock, and nothing of another site's", async () => {
    const ids = [fx.id('v-tee-s-blue'), fx.id('v-lesson'), other.id('v-mug'), 'no-such-variant']
    const answer = await names(`?variantIds=${ids.join(',')}`)
    expect(answer.statusCode).toBe(200)
    const variants = [...answer.json().variants].sort((a, b) => a.sku.localeCompare(b.sku))
    expect(variants).toEqual([
      {
        variantId: fx.id('v-lesson'),
        sku: fx.sku('lesson'),
        productTitle: expect.any(String),
        attributes: {},
        qtyInStock: expect.any(Number),
        unlimited: true,
      },
      {
        variantId: fx.id('v-tee-s-blue'),
        sku: fx.sku('tee-s-blue'),
        productTitle: expect.any(String),
        attributes: { Size: 'S', Color: 'Blue' },
        qtyInStock: 0,
        unlimited: false,
      },
    ])
  })

  it('reads at most 100 ids of a long list', async () => {
    const ids = [...Array.from({ length: 100 }, (_, n) => `filler-${n}`), fx.id('v-mug')]
    const answer = await names(`?variantIds=${ids.join(',')}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().variants).toEqual([])
    const first = await names(`?variantIds=${[fx.id('v-mug'), ...ids].join(',')}`)
    expect(first.json().variants.map((v: { sku: string }) => v.sku)).toEqual([fx.sku('mug')])
  })
})
