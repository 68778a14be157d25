import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture, type CartFixture } from '../../commerce/testing/cart-fixture.js'
import { insertMemberArea } from '../../members/member-area-repository.js'
import { removeMembership, upsertMembership } from '../../members/membership-repository.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { withMemberAreaTables } from '../../storage/member-area-tables.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect("back office: a customer's memberships", (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const get = (url: string) => app.inject({ url, headers: { host: fx.host, cookie: session } })

  it('shows each membership (area, plan, status) in the customer detail and the CSV export', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-red'), quantity: 1 })
    expect((await visitor.order({ email: 'member@example.com' })).statusCode).toBe(201)
    const area = (name: string, at: number) =>
      insertMemberArea(ctx.storage.db, {
        websiteId: fx.websiteId,
        name,
        description: '',
        pricing: 'free',
        priceCents: 0,
        billingUnit: null,
        currency: 'USD',
        itemId: null,
        now: new Date(at),
      })
    const studio = await area('Studio', Date.now() - 2000)
    const archive = await area('Archive', Date.now() - 1000)
    const join = (memberAreaId: string, plan: 'free' | 'comp', at: number) =>
      upsertMembership(ctx.storage.db, {
        websiteId: fx.websiteId,
        memberAreaId,
        email: 'member@example.com',
        plan,
        now: new Date(at),
      })
    await join(studio.id, 'comp', Date.now() - 2000)
    await join(archive.id, 'free', Date.now() - 1000)
    const removed = await withMemberAreaTables(ctx.storage.db)
      .selectFrom('areaMemberships')
      .select('id')
      .where('memberAreaId', '=', archive.id)
      .executeTakeFirstOrThrow()
    await removeMembership(ctx.storage.db, fx.websiteId, archive.id, removed.id, new Date())

    const one = (await get('/api/editor/customers/member%40example.com')).json()
    expect(one.memberships).toEqual([
      expect.objectContaining({
        areaId: archive.id,
        areaName: 'Archive',
        plan: 'free',
        status: 'ended',
      }),
      expect.objectContaining({
        areaId: studio.id,
        areaName: 'Studio',
        plan: 'comp',
        status: 'active',
      }),
    ])
    const listed = (await get('/api/editor/customers?q=member')).json().customers
    expect(listed[0].memberships).toHaveLength(2)

    const csv = (await get('/api/editor/customers.csv')).body.split('\r\n')
    expect(csv[0]).toBe('Email,Name,Orders,Total spent,Currency,Last order,Account,Memberships')
    const row = csv.find((line) => line.startsWith('member@example.com,'))
    expect(row).toMatch(/,none,Archive \(ended\); Studio \(active\)$/)
  })
})
