import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import type { AppDeps } from '../app.js'
import type { Config } from '../config.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { callRates, tooManyCallsMessage } from './ingest-limits.js'

const minute = 60_000

describeEachDialect('analytics ingestion limits (issue 19)', (ctx) => {
  const apps: FastifyInstance[] = []
  let clock = 0
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close()
  })

  async function start(deps: AppDeps = {}, config: Partial<Config> = {}) {
    clock = Date.parse('2026-06-10T12:00:30.000Z')
    const app = await testApp(ctx, { now: () => new Date(clock), ...deps }, config)
    apps.push(app)
    return app
  }

  function errors(
    app: FastifyInstance,
    host: string,
    reports: Array<{ message: string; line?: number; page?: string }>,
    ip = '203.0.113.40',
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      remoteAddress: ip,
      headers: { host, ...crumbHeaders() },
      payload: reports.map((report) => ({
        event: 'javascript-error',
        data: {
          url: `http://${host}${report.page ?? '/'}`,
          message: report.message,
          file: `http://${host}/assets/site.js`,
          line: report.line ?? 7,
          column: 3,
          stack: 'at loop (site.js:7:3)',
        },
      })),
    })
  }

  function pageView(app: FastifyInstance, host: string, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: {
        host,
        ...crumbHeaders(),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams({
        event: '1',
        data: JSON.stringify({ url: `http://${host}/shop/vase`, itemId: 'vase', recordType: 11 }),
      }).toString(),
    })
  }

  function namedEvent(app: FastifyInstance, host: string, name: string) {
    return app.inject({
      method: 'POST',
      url: '/api/events/RecordEvent',
      headers: { host, ...crumbHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ event: name, data: '{}' }).toString(),
    })
  }

  async function stored(websiteId: string, kind: string) {
    return ctx.storage.db
      .selectFrom('analyticsEvents')
      .select(['id', 'name', 'path', 'occurrences'])
      .where('websiteId', '=', websiteId)
      .where('kind', '=', kind)
      .orderBy('name')
      .execute()
  }

  it('refuses an address past its calls with 429 before reading the body; other addresses go on', async () => {
    const app = await start({
      analytics: { callRates: { ...callRates, error: { burst: 2, perMinute: 1 } } },
    })
    const { host, site } = await testSite(ctx)
    expect((await errors(app, host, [{ message: 'One' }])).statusCode).toBe(200)
    expect((await errors(app, host, [{ message: 'Two' }])).statusCode).toBe(200)
    const refused = await errors(app, host, [{ message: 'Three' }])
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: tooManyCallsMessage })
    expect(refused.headers['retry-after']).toBe('60')
    // Counted before any work: a body that would be refused with 400 is not even read.
    const unread = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      remoteAddress: '203.0.113.40',
      headers: { host, ...crumbHeaders() },
      payload: { not: 'a list' },
    })
    expect(unread.statusCode).toBe(429)
    expect((await errors(app, host, [{ message: 'Elsewhere' }], '198.51.100.3')).statusCode).toBe(
      200,
    )
    // A minute later the address has one call again.
    clock += minute
    expect((await errors(app, host, [{ message: 'Later' }])).statusCode).toBe(200)
    expect((await errors(app, host, [{ message: 'Again' }])).statusCode).toBe(429)
    await app.close()
    expect((await stored(site.id, 'error')).map((row) => row.name)).toEqual([
      'Elsewhere',
      'Later',
      'One',
      'Two',
    ])
  })

  it('counts each visitor behind a trusted proxy by its forwarded address, as the bench sends', async () => {
    const app = await start(
      { analytics: { callRates: { ...callRates, hit: { burst: 3, perMinute: 3 } } } },
      { trustProxy: ['127.0.0.1'] },
    )
    const { host, site } = await testSite(ctx)
    const statuses: number[] = []
    for (let visitor = 0; visitor < 20; visitor += 1) {
      for (let view = 0; view < 3; view += 1) {
        const answer = await pageView(app, host, { 'x-forwarded-for': `10.0.0.${visitor}` })
        statuses.push(answer.statusCode)
      }
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    const flooding = await pageView(app, host, { 'x-forwarded-for': '10.0.0.1' })
    expect(flooding.statusCode).toBe(429)
    await app.close()
    expect(await stored(site.id, 'pageview')).toHaveLength(60)
  })

  it('folds identical errors of a minute into one row with their count, across batches', async () => {
    const app = await start({ analytics: { flushEveryMs: 10 } })
    const { host, site } = await testSite(ctx)
    const loop = Array.from({ length: 10 }, () => ({ message: 'Loop' }))
    expect((await errors(app, host, loop)).statusCode).toBe(200)
    // Once the first row is written, repeats are added to it in the database.
    await expect
      .poll(async () => (await stored(site.id, 'error')).map((row) => row.occurrences), {
        timeout: 5_000,
        interval: 50,
      })
      .toEqual([10])
    await errors(app, host, loop.slice(0, 5))
    await errors(app, host, [
      { message: 'Loop', line: 8 },
      { message: 'Loop', page: '/other' },
    ])
    const session = await signInOwner(ctx, app, host)
    const panel = await app.inject({
      method: 'GET',
      url: '/api/editor/analytics/errors?range=today',
      headers: { host, cookie: session },
    })
    expect(panel.json().errors[0]).toMatchObject({ message: 'Loop', count: 17 })
    const rows = await stored(site.id, 'error')
    expect(rows.map((row) => [row.path, row.occurrences]).sort()).toEqual([
      ['/', 1],
      ['/', 15],
      ['/other', 1],
    ])
    // The next minute starts a row of its own.
    clock += minute
    await errors(app, host, loop.slice(0, 2))
    await app.close()
    expect((await stored(site.id, 'error')).map((row) => row.occurrences).sort()).toEqual([
      1, 1, 15, 2,
    ])
  })

  it("caps a site's new error rows and named events per day, never its page views", async () => {
    const caps = { analytics: { siteDayCaps: { errors: 3, events: 2 } } }
    const app = await start(caps)
    const { host, site } = await testSite(ctx)
    const distinct = ['A', 'B', 'C', 'D', 'E'].map((message) => ({ message }))
    expect((await errors(app, host, distinct)).statusCode).toBe(200)
    for (const name of ['add-to-cart', 'form-submit', 'form-view', 'newsletter-view']) {
      expect((await namedEvent(app, host, name)).statusCode).toBe(200)
    }
    for (let view = 0; view < 4; view += 1) {
      expect((await pageView(app, host)).statusCode).toBe(200)
    }
    // A repeat of a stored error still adds to its row: the cap counts rows, not occurrences.
    await errors(app, host, [{ message: 'A' }, { message: 'F' }])
    await app.close()
    expect((await stored(site.id, 'error')).map((row) => [row.name, row.occurrences])).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 1],
    ])
    const events = await stored(site.id, 'event')
    expect(events.filter((row) => row.name !== 'product-view')).toHaveLength(2)
    expect(events.filter((row) => row.name === 'product-view')).toHaveLength(4)
    expect(await stored(site.id, 'pageview')).toHaveLength(4)

    // A restart reads the day's counts back; the next day starts afresh.
    const again = await start(caps)
    await errors(again, host, [{ message: 'G' }])
    await namedEvent(again, host, 'add-to-cart')
    clock += 24 * 60 * minute
    await errors(again, host, [{ message: 'H' }])
    await again.close()
    expect((await stored(site.id, 'error')).map((row) => row.name)).toEqual(['A', 'B', 'C', 'H'])
    expect(
      (await stored(site.id, 'event')).filter((row) => row.name === 'add-to-cart'),
    ).toHaveLength(1)
  })
})
