import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

function assignmentCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'ss_exp')?.value
}

describeEachDialect('experiments and feature toggles', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session = ''

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  const lookup = (cookie = '', query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/census/experiments${query}`,
      headers: { host: fx.host, ...(cookie === '' ? {} : { cookie }) },
    })
  const variantOf = (response: LightMyRequestResponse, name: string) =>
    (response.json().features as Array<{ name: string; variant: string }>).find(
      (feature) => feature.name === name,
    )?.variant

  it('lets the owner define toggles and A/B tests, and refuses bad definitions with a 400', async () => {
    const hero = await owner('POST', '/api/editor/experiments', {
      name: 'hero',
      experimentType: 'AB_TEST',
      variants: [
        { name: 'a', weight: 50 },
        { name: 'b', weight: 50 },
      ],
      segmentName: 'everyone',
    })
    expect(hero.statusCode).toBe(201)
    expect(hero.json()).toMatchObject({ name: 'hero', experimentType: 'AB_TEST', endedAt: null })
    const toggle = await owner('POST', '/api/editor/experiments', {
      name: 'new-checkout',
      experimentType: 'FEATURE_TOGGLE',
      variants: [{ name: 'true', weight: 1 }],
    })
    expect(toggle.statusCode).toBe(201)

    const again = await owner('POST', '/api/editor/experiments', {
      name: 'hero',
      experimentType: 'AB_TEST',
      variants: [{ name: 'a', weight: 1 }],
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A feature named hero already exists.')
    const refusals = await Promise.all([
      owner('POST', '/api/editor/experiments', {
        name: 'Bad Name',
        experimentType: 'AB_TEST',
        variants: [{ name: 'a', weight: 1 }],
      }),
      owner('POST', '/api/editor/experiments', {
        name: 'zero',
        experimentType: 'AB_TEST',
        variants: [{ name: 'a', weight: 0 }],
      }),
      owner('POST', '/api/editor/experiments', {
        name: 'flag',
        experimentType: 'FEATURE_TOGGLE',
        variants: [{ name: 'on', weight: 1 }],
      }),
      owner('POST', '/api/editor/experiments', {
        name: 'layout',
        experimentType: 'AB_TEST',
        variants: [{ name: 'wide', weight: 1 }],
        template: 'products-list',
      }),
      // A non-finite weight (JSON has none: 1e999 in the raw text) is refused at the edge.
      app.inject({
        method: 'POST',
        url: '/api/editor/experiments',
        headers: {
          host: fx.host,
          ...crumbHeaders(session),
          'content-type': 'application/json',
        },
        payload:
          '{"name":"nan","experimentType":"AB_TEST","variants":[{"name":"a","weight":1e999}]}',
      }),
    ])
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400])
    expect(refusals.map((response) => typeof response.json().message)).toEqual(
      Array(5).fill('string'),
    )
    expect(refusals[3]?.json().message).toBe(
      'Each variant of a template test names a variant of products-list: default, compact.',
    )

    const listed = await owner('GET', '/api/editor/experiments')
    expect(listed.json().features.map((feature: { name: string }) => feature.name)).toEqual([
      'hero',
      'new-checkout',
    ])
    expect(listed.json().templateVariants).toEqual({ 'products-list': ['default', 'compact'] })
  })

  it('assigns each visitor a sticky variant and returns the experiment context', async () => {
    const first = await lookup()
    const cookie = assignmentCookie(first)
    expect(cookie).toMatch(/^hero:(a|b)\|new-checkout:true$/)
    expect(first.cookies.find((c) => c.name === 'ss_exp')).toMatchObject({ httpOnly: true })
    const hero = variantOf(first, 'hero')
    expect(first.json().features).toContainEqual({
      name: 'hero',
      experimentType: 'AB_TEST',
      variant: hero,
      segmentName: 'everyone',
      containsError: false,
    })
    expect(variantOf(first, 'new-checkout')).toBe('true')

    // The owner moves every new visitor to the other variant: this visitor keeps theirs.
    const other = hero === 'a' ? 'b' : 'a'
    const moved = await owner('PUT', '/api/editor/experiments/hero', {
      variants: [
        { name: 'a', weight: other === 'a' ? 100 : 0 },
        { name: 'b', weight: other === 'b' ? 100 : 0 },
      ],
      segmentName: 'everyone',
    })
    expect(moved.statusCode).toBe(200)
    // The running features are cached ten seconds per process; a new app reads them now.
    const fresh = await testApp(ctx)
    try {
      const again = await fresh.inject({
        url: '/api/census/experiments',
        headers: { host: fx.host, cookie: `ss_exp=${cookie}` },
      })
      expect(variantOf(again, 'hero')).toBe(hero)
      expect(assignmentCookie(again)).toBeUndefined()
      const newcomer = await fresh.inject({
        url: '/api/census/experiments',
        headers: { host: fx.host },
      })
      expect(variantOf(newcomer, 'hero')).toBe(other)
    } finally {
      await fresh.close()
    }
  })

  it('lets only the site’s own people override a variant with name_variant', async () => {
    const stranger = await lookup('ss_exp=hero:a', '?hero_variant=b')
    expect(variantOf(stranger, 'hero')).toBe('a')
    const own = await lookup(`ss_exp=hero:a; ${session}`, '?hero_variant=b')
    expect(variantOf(own, 'hero')).toBe('b')
    const reset = await lookup(`ss_exp=hero:a; ${session}`, '?hero_variant=reset')
    expect(variantOf(reset, 'hero')).toBe('a')
    const unknown = await lookup(`ss_exp=hero:a; ${session}`, '?hero_variant=zzz')
    expect(variantOf(unknown, 'hero')).toBe('a')
  })

  it('switches a theme template variant at render, sticky and cached per variant', async () => {
    const created = await owner('POST', '/api/editor/experiments', {
      name: 'shop-grid',
      experimentType: 'AB_TEST',
      variants: [
        { name: 'default', weight: 0 },
        { name: 'compact', weight: 1 },
      ],
      template: 'products-list',
    })
    expect(created.statusCode).toBe(201)
    const fresh = await testApp(ctx)
    try {
      const page = (cookie?: string) =>
        fresh.inject({
          url: '/shop',
          headers: { host: fx.host, ...(cookie === undefined ? {} : { cookie }) },
        })
      const first = await page()
      expect(first.statusCode).toBe(200)
      expect(first.body).toContain('data-template-variant="compact"')
      expect(assignmentCookie(first)).toContain('shop-grid:compact')
      // The same visitor again (twice: the second answer may come from the page cache).
      for (let visit = 0; visit < 2; visit++) {
        const again = await page('ss_exp=shop-grid:compact')
        expect(again.body).toContain('data-template-variant="compact"')
      }
      // A visitor kept in the default variant gets the page's own template, cached apart.
      for (let visit = 0; visit < 2; visit++) {
        const plain = await page('ss_exp=hero:a|new-checkout:true|shop-grid:default')
        expect(plain.statusCode).toBe(200)
        expect(plain.body).not.toContain('data-template-variant')
        expect(plain.body).toContain('class="product-grid"')
      }
    } finally {
      await fresh.close()
    }
    expect((await owner('POST', '/api/editor/experiments/shop-grid/end')).statusCode).toBe(200)
    const ended = await owner('PUT', '/api/editor/experiments/shop-grid', {
      variants: [{ name: 'default', weight: 1 }],
    })
    expect(ended.statusCode).toBe(409)
    expect(ended.json().message).toBe('The feature shop-grid has ended and can no longer change.')
    expect((await owner('POST', '/api/editor/experiments/nothing/end')).statusCode).toBe(404)
  })

  it('stores the experiment context with hits and purchases and reports conversion by variant', async () => {
    const hit = (variant: string, sessionId: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/census/RecordHit',
        remoteAddress: ip,
        headers: {
          host: fx.host,
          ...crumbHeaders(`ss_exp=hero:${variant}`),
          'user-agent': chrome,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          event: '1',
          data: JSON.stringify({ url: `http://${fx.host}/shop`, sessionId }),
        }).toString(),
      })
    expect((await hit('a', 'exp-s1', '203.0.113.1')).statusCode).toBe(200)
    await hit('a', 'exp-s2', '203.0.113.2')
    await hit('b', 'exp-s3', '203.0.113.3')

    const buyer = new CheckoutVisitor(app, fx.host)
    buyer.extraCookies = 'ss_exp=hero:a'
    expect(
      (await buyer.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })).statusCode,
    ).toBe(200)
    const placed = await buyer.order({ shippingAddress: undefined, shippingOptionId: undefined })
    expect(placed.statusCode).toBe(201)

    const report = await owner('GET', '/api/editor/analytics/experiments?range=today')
    expect(report.statusCode).toBe(200)
    expect(report.json().variants).toEqual([
      {
        experiment: 'hero',
        variant: 'a',
        visits: 2,
        orders: 1,
        revenue: 1200,
        conversionRate: 0.5,
      },
      { experiment: 'hero', variant: 'b', visits: 1, orders: 0, revenue: 0, conversionRate: 0 },
    ])
    // The dashboard wrote the queued hits before reading.
    const stored = await ctx.storage.db
      .selectFrom('analyticsEvents')
      .select(['kind', 'experiments'])
      .where('websiteId', '=', fx.websiteId)
      .where('kind', 'in', ['pageview', 'order'])
      .execute()
    expect(stored.filter((row) => row.kind === 'order')).toEqual([
      { kind: 'order', experiments: 'hero:a' },
    ])
    expect(stored.map((row) => row.experiments).sort()).toEqual([
      'hero:a',
      'hero:a',
      'hero:a',
      'hero:b',
    ])

    const csv = await owner('GET', '/api/editor/analytics/export/experiments?range=today')
    expect(csv.body.split('\r\n')[1]).toBe('hero,a,2,1,1200,0.5')
  })
})
