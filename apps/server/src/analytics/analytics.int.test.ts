import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { runAnalyticsRollups } from './analytics-rollups.js'
import { trafficPanel } from './dashboard-queries.js'
import { recordOrderEvents } from './order-events.js'
import { rollupDay } from './rollup-day.js'
import { createVisitorSalts } from './visitor-salts.js'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describeEachDialect('analytics ingestion and dashboard', (ctx) => {
  let app: FastifyInstance
  let host = ''
  let websiteId = ''
  let session = ''

  beforeAll(async () => {
    app = await testApp(ctx)
    const created = await testSite(ctx)
    host = created.host
    websiteId = created.site.id
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  function hit(event: number, data: Record<string, unknown>, ip = '203.0.113.7') {
    return app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      remoteAddress: ip,
      headers: {
        host,
        ...crumbHeaders(),
        'user-agent': chrome,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        event: String(event),
        data: JSON.stringify(data),
        ss_cvr: 'x',
      }).toString(),
    })
  }

  function recordEvent(event: string, data: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: '/api/events/RecordEvent',
      headers: { host, ...crumbHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ event, data: JSON.stringify(data) }).toString(),
    })
  }

  function dashboard(panel: string, query = 'range=today') {
    return app.inject({
      method: 'GET',
      url: `/api/editor/analytics/${panel}?${query}`,
      headers: { host, cookie: session },
    })
  }

  describe('traffic', () => {
    beforeAll(async () => {
      const base = { websiteId, sessionId: 's-1', title: 'Home' }
      expect(
        (
          await hit(1, {
            ...base,
            url: `http://${host}/?utm_source=news&utm_medium=email`,
            referrer: 'https://www.example.org/post',
          })
        ).statusCode,
      ).toBe(200)
      await hit(1, { ...base, url: `http://${host}/about`, title: 'About' })
      await hit(1, { ...base, url: `http://${host}/shop/vase`, itemId: 'vase-1', recordType: 11 })
      await hit(2, { ...base, url: `http://${host}/search?q=Blue+Bowl`, query: 'Blue  Bowl' })
      await hit(10, { ...base, url: `http://${host}/about`, seconds: 30 })
      // A second visitor who sees one page and leaves (a bounce).
      await hit(1, { websiteId, sessionId: 's-2', url: `http://${host}/about` }, '198.51.100.9')
      expect(
        (await recordEvent('add-to-cart', { sessionId: 's-1', itemId: 'vase-1', quantity: 2 }))
          .statusCode,
      ).toBe(200)
    })

    it('counts visits, unique visitors, page views, bounces and time on page', async () => {
      const response = await dashboard('traffic')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.figures.visitors.value).toBe(2)
      expect(body.figures.visits.value).toBe(2)
      expect(body.figures.pageviews.value).toBe(4)
      expect(body.figures.bounceRate.value).toBe(0.5)
      expect(body.figures.timeOnPage.value).toBe(7.5)
      expect(body.pages[0]).toEqual({ path: '/about', pageviews: 2, visitors: 2 })
      expect(body.referrers).toEqual([{ name: 'example.org', visits: 1 }])
      expect(body.utmSources).toEqual([{ name: 'news', visits: 1 }])
      expect(body.utmMediums).toEqual([{ name: 'email', visits: 1 }])
      expect(body.browsers).toEqual([{ name: 'Chrome', visits: 2 }])
      expect(body.devices).toEqual([{ name: 'Desktop', visits: 2 }])
      expect(body.searches).toEqual([{ keyword: 'blue bowl', searches: 1 }])
      expect(body.series).toHaveLength(1)
    })

    it('stores no address, only a daily-salted hash', async () => {
      await app.inject({
        method: 'GET',
        url: '/api/editor/analytics/traffic?range=today',
        headers: { host, cookie: session },
      })
      const rows = await ctx.storage.db.selectFrom('analyticsEvents').selectAll().execute()
      expect(rows.length).toBeGreaterThan(0)
      expect(JSON.stringify(rows)).not.toContain('203.0.113.7')
      expect(rows[0]?.visitorHash).toMatch(/^[A-Za-z0-9_-]{22}$/)
    })

    it('shows the funnel from product views to add to cart, and sales counted on the server', async () => {
      await recordOrderEvents(ctx.storage.db, {
        order: {
          id: 'order-1',
          websiteId,
          orderNumber: 1001,
          cartId: 'cart-1',
          currency: 'USD',
          grandTotalCents: 5000,
          shippingCents: 500,
          taxCents: 0,
          testMode: 1,
        },
        lines: [{ itemId: 'vase-1', sku: 'V1', title: 'Vase', quantity: 2, unitPriceCents: 2250 }],
        timeZone: 'America/New_York',
        now: new Date(),
      })
      // The order was written by another path: the next dashboard read after 15 s would see it;
      // the worker step rolls it up now.
      await runAnalyticsRollups(ctx.storage, createVisitorSalts(ctx.storage), {
        now: new Date(),
        retentionDays: 90,
      })
      const body = (await dashboard('sales')).json()
      expect(body.figures.orders.value).toBe(1)
      expect(body.figures.revenue.value).toBe(5000)
      expect(body.figures.averageOrderValue.value).toBe(5000)
      expect(body.figures.conversionRate.value).toBe(0.5)
      expect(body.funnel.map((step: { count: number }) => step.count)).toEqual([2, 1, 1, 0, 1])
      expect(body.products).toEqual([{ itemId: 'vase-1', title: 'Vase', revenue: 4500, units: 2 }])
    })

    it('exports every table as CSV', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/editor/analytics/export/pages?range=today',
        headers: { host, cookie: session },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.body.split('\r\n')[0]).toBe('page,pageviews,visitors')
      expect(response.body).toContain('/about,2,2')
      const missing = await app.inject({
        method: 'GET',
        url: '/api/editor/analytics/export/nothing?range=today',
        headers: { host, cookie: session },
      })
      expect(missing.statusCode).toBe(404)
    })
  })

  it('groups JavaScript errors by message with pages and last seen', async () => {
    const report = (message: string, url: string) => ({
      event: 'javascript-error',
      timestamp: Date.now(),
      data: {
        websiteId,
        url,
        message,
        stack: 'x'.repeat(6000),
        app: 'runtime',
        line: 1,
        column: 2,
      },
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { host, ...crumbHeaders() },
      payload: [
        report('Boom', `http://${host}/a`),
        report('Boom', `http://${host}/b`),
        report('Other', `http://${host}/a`),
      ],
    })
    expect(response.statusCode).toBe(200)
    const body = (await dashboard('errors')).json()
    expect(body.errors[0]).toMatchObject({ message: 'Boom', count: 2, pages: ['/a', '/b'] })
    expect(body.errors[1]).toMatchObject({ message: 'Other', count: 1 })
    const stored = await ctx.storage.db
      .selectFrom('analyticsEvents')
      .select('data')
      .where('kind', '=', 'error')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(stored.data) as { stack: string }).stack).toHaveLength(5000)
  })

  it('collects Web Vitals with a page load id and reports p75 per page with a rating', async () => {
    const settings = await app.inject({
      method: 'GET',
      url: '/api/1/performance/settings',
      headers: { host },
    })
    const { pageLoadId } = settings.json()
    expect(pageLoadId).toMatch(/^[0-9a-f-]{36}$/)
    const values = [1000, 2000, 3000, 5000]
    const response = await app.inject({
      method: 'POST',
      url: `/api/1/performance/records?crumb=${crumbHeaders()['x-csrf-token']}`,
      headers: { host, cookie: crumbHeaders().cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify(
        values.map((value) => ({
          app: 'runtime',
          event: 'web-vitals',
          pageLoadId,
          ts: Date.now(),
          data: { name: 'LCP', value, url: `http://${host}/vitals` },
        })),
      ),
    })
    expect(response.statusCode).toBe(200)
    const body = (await dashboard('vitals')).json()
    const page = body.pages.find((entry: { path: string }) => entry.path === '/vitals')
    expect(page.metrics.LCP).toEqual({ p75: 3000, rating: 'needs-improvement', samples: 4 })
  })

  it('takes schema-checked clanker events and explains invalid content', async () => {
    const content = JSON.stringify({ form_id: 'contact', page_path: '/contact' })
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/clanker/events',
      headers: { host, ...crumbHeaders() },
      payload: { eventSchemaName: 'form_submission', eventContent: content },
    })
    expect(accepted.statusCode).toBe(202)
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/clanker/validate-event-content/form_submission',
      headers: { host, ...crumbHeaders() },
      payload: { eventContent: JSON.stringify({ page_path: '/contact' }) },
    })
    expect(refused.json()).toEqual({
      valid: false,
      message: 'The event content does not match the schema form_submission: form_id is required',
    })
    const body = (await dashboard('forms')).json()
    expect(body.forms[0]).toMatchObject({ name: 'Forms', conversions: 1 })
  })

  it('refuses bad input with a 400 and a message', async () => {
    const cases = [
      await hit(7, { url: '/' }),
      await hit(1, { url: '/', title: 'a\u0000b' }),
      await hit(
        1,
        JSON.parse('{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":1}}}}}}}}') as Record<string, unknown>,
      ),
      await app.inject({
        method: 'POST',
        url: '/api/census/RecordHit',
        headers: { host, ...crumbHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'event=1&data=%7B%22v%22%3A1e999%7D',
      }),
      await app.inject({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        headers: { host, ...crumbHeaders() },
        payload: Array.from({ length: 11 }, () => ({ data: { message: 'x' } })),
      }),
      await dashboard('traffic', 'range=forever'),
      await dashboard('traffic', 'range=custom&from=2026-02-30&to=2026-03-01'),
    ]
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().message).toBeTruthy()
    }
  })

  it('answers a hit for an unknown host with 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: {
        host: 'nobody.example',
        ...crumbHeaders(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'event=1&data=%7B%7D',
    })
    expect(response.statusCode).toBe(404)
  })

  it('keeps the dashboard for signed-in owners and takes no hit without the crumb', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/editor/analytics/traffic',
      headers: { host },
    })
    expect(anonymous.statusCode).toBe(401)
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event=1&data=%7B%7D',
    })
    expect(noCrumb.statusCode).toBe(403)
  })

  it('records no page view of a signed-in contributor', async () => {
    const before = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: {
        host,
        ...crumbHeaders(session),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        event: '1',
        data: JSON.stringify({ url: '/owner' }),
      }).toString(),
    })
    expect(response.statusCode).toBe(200)
    await dashboard('traffic')
    const after = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    expect(after.length).toBe(before.length)
  })

  it('records the page view of a signed-in member whose only role is viewer (SPEC §6)', async () => {
    const viewer = await signInOwner(ctx, app, host, ContributorRole.viewer)
    const before = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: {
        host,
        ...crumbHeaders(viewer),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        event: '1',
        data: JSON.stringify({ url: '/viewer' }),
      }).toString(),
    })
    expect(response.statusCode).toBe(200)
    await dashboard('traffic')
    const after = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    expect(after.length).toBe(before.length + 1)
  })

  it('records nothing when census is off, and answers the cookie policy', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/editor/analytics/settings',
      headers: { host, ...crumbHeaders(session) },
      payload: { cookiePolicy: 'opt-in', censusEnabled: false },
    })
    expect(put.statusCode).toBe(200)
    const before = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    const answer = await hit(1, { url: `http://${host}/quiet`, sessionId: 's-9' })
    expect(answer.json()).toEqual({ cookiePolicy: 'opt-in' })
    await dashboard('traffic')
    const after = await ctx.storage.db.selectFrom('analyticsEvents').select('id').execute()
    expect(after.length).toBe(before.length)
  })

  it('sums whole past months from the monthly rollups and the days around them', async () => {
    const storage = await ctx.freshStorage()
    const days = ['2026-01-10', '2026-01-20', '2026-02-05', '2026-03-02']
    for (const [index, day] of days.entries()) {
      await storage.db
        .insertInto('analyticsEvents')
        .values({
          id: `month-${index}`,
          websiteId: 'w',
          at: `${day}T12:00:00.000Z`,
          day,
          kind: 'pageview',
          name: '',
          visitorHash: `h${index}`,
          sessionId: `s${index}`,
          path: '/monthly',
          referrer: '',
          utmSource: '',
          utmMedium: '',
          utmCampaign: '',
          device: 'Desktop',
          browser: 'Chrome',
          value: 0,
          data: '{}',
        })
        .execute()
      await rollupDay(storage, 'w', day)
    }
    const range = {
      from: '2026-01-15',
      to: '2026-03-10',
      previousFrom: '2025-11-20',
      previousTo: '2026-01-14',
    }
    const panel = await trafficPanel(storage, 'w', range)
    // 2026-01-20 (a day), February (a month) and 2026-03-02 (a day); 2026-01-10 is outside.
    expect(panel.pages).toEqual([{ path: '/monthly', pageviews: 3, visitors: 3 }])
    expect(panel.figures.pageviews.value).toBe(3)
    expect(panel.browsers).toEqual([{ name: 'Chrome', visits: 3 }])
  })

  it('deletes raw events past the retention and keeps the rollups', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000)
    await ctx.storage.db
      .insertInto('analyticsEvents')
      .values({
        id: 'old-event',
        websiteId,
        at: old.toISOString(),
        day: old.toISOString().slice(0, 10),
        kind: 'pageview',
        name: '',
        visitorHash: 'h',
        sessionId: 's',
        path: '/old',
        referrer: '',
        utmSource: '',
        utmMedium: '',
        utmCampaign: '',
        device: '',
        browser: '',
        value: 0,
        data: '{}',
      })
      .execute()
    await ctx.storage.db
      .insertInto('analyticsDaily')
      .values({
        websiteId,
        day: old.toISOString().slice(0, 10),
        metric: 'pageviews',
        dimension: '',
        value: 1,
        extra: 0,
      })
      .execute()
    await runAnalyticsRollups(ctx.storage, createVisitorSalts(ctx.storage), {
      now: new Date(),
      retentionDays: 90,
    })
    const raw = await ctx.storage.db
      .selectFrom('analyticsEvents')
      .select('id')
      .where('id', '=', 'old-event')
      .execute()
    expect(raw).toEqual([])
    const rollup = await ctx.storage.db
      .selectFrom('analyticsDaily')
      .select('value')
      .where('websiteId', '=', websiteId)
      .where('day', '=', old.toISOString().slice(0, 10))
      .execute()
    expect(rollup).toEqual([{ value: 1 }])
  })
})
