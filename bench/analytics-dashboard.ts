/**
 * The owner's analytics dashboard over a year of synthetic traffic: 1,000,000 page views and
 * 20,000 orders across 12 months (BENCH_PAGEVIEWS, BENCH_ORDERS), rolled up per day as the worker
 * does. Every panel is asked 30 times for the last 30 days and the last 12 months, through the HTTP
 * layer (`inject`, owner signed in); p50 and p95 per panel, next to `GET /healthz` asked the same
 * way. Goal: every panel p95 under 250 ms. Run: `npx tsx bench/analytics-dashboard.ts`; PostgreSQL
 * as well when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (its own schema, dropped after).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CompiledQuery, sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.js'
import { rollupDay } from '../apps/server/src/analytics/rollup-day.js'
import { addDays, siteDay } from '../apps/server/src/analytics/site-day.js'
import { createOwner } from '../apps/server/src/auth/owner-repository.js'
import { createWebsite } from '../apps/server/src/sites/website-repository.js'
import { openStorage } from '../apps/server/src/storage/open-storage.js'
import type { Storage } from '../apps/server/src/storage/open-storage.js'
import { runMigrations } from '../apps/server/src/storage/run-migrations.js'
import { testConfig } from '../apps/server/src/testing/test-app.js'

const pageviews = Number(process.env.BENCH_PAGEVIEWS ?? 1_000_000)
const orders = Number(process.env.BENCH_ORDERS ?? 20_000)
const rounds = 30
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const crumb = 'bench-crumb-0123456789abcdef'
const columns = [
  'id',
  'website_id',
  'at',
  'day',
  'kind',
  'name',
  'visitor_hash',
  'session_id',
  'path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'value',
  'data',
]

let seed = 42
function random(): number {
  // A fixed sequence, so both databases hold the same year.
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

async function insertRows(storage: Storage, rows: unknown[][]): Promise<void> {
  const postgres = storage.dialect.name === 'postgres'
  let parameter = 0
  const tuple = () => `(${columns.map(() => (postgres ? `$${++parameter}` : '?')).join(', ')})`
  const text = `INSERT INTO analytics_events (${columns.join(', ')}) VALUES ${rows.map(tuple).join(', ')}`
  await storage.db.executeQuery(CompiledQuery.raw(text, rows.flat()))
}

async function seedYear(storage: Storage, websiteId: string, today: string): Promise<string[]> {
  const days = Array.from({ length: 365 }, (_, index) => addDays(today, index - 364))
  const paths = Array.from({ length: 60 }, (_, index) => (index === 0 ? '/' : `/page-${index}`))
  const referrers = ['', '', '', 'search.example', 'social.example', 'news.example']
  const browsers = ['Chrome', 'Safari', 'Firefox', 'Edge']
  const devices = ['Desktop', 'Mobile', 'Tablet']
  const perDay = Math.ceil(pageviews / days.length)
  const ordersPerDay = Math.ceil(orders / days.length)
  let id = 0
  for (const day of days) {
    const at = `${day}T15:00:00.000Z`
    const rows: unknown[][] = []
    for (let view = 0; view < perDay; view += 1) {
      const session = `s-${day}-${Math.floor(view / 3)}`
      rows.push([
        `e${id++}`,
        websiteId,
        at,
        day,
        'pageview',
        'Title',
        `v-${day}-${Math.floor(view / 4)}`,
        session,
        pick(paths),
        view % 3 === 0 ? pick(referrers) : '',
        view % 9 === 0 ? 'newsletter' : '',
        view % 9 === 0 ? 'email' : '',
        view % 9 === 0 ? 'spring' : '',
        pick(devices),
        pick(browsers),
        0,
        '{}',
      ])
      if (view % 3 === 0) {
        rows.push([
          `e${id++}`,
          websiteId,
          at,
          day,
          'event',
          'product-view',
          '',
          session,
          '/shop/x',
          '',
          '',
          '',
          '',
          '',
          '',
          0,
          '{}',
        ])
      }
    }
    for (let order = 0; order < ordersPerDay; order += 1) {
      const item = `item-${Math.floor(random() * 40)}`
      const units = 1 + Math.floor(random() * 3)
      rows.push([
        `e${id++}`,
        websiteId,
        at,
        day,
        'order',
        `o${id}`,
        '',
        '',
        '/checkout',
        '',
        '',
        '',
        '',
        '',
        '',
        units * 2500,
        '{}',
      ])
      rows.push([
        `e${id++}`,
        websiteId,
        at,
        day,
        'order-line',
        item,
        '',
        '',
        '/checkout',
        '',
        '',
        '',
        '',
        '',
        '',
        units * 2500,
        JSON.stringify({ title: `Product ${item}`, quantity: units, sku: item }),
      ])
    }
    for (let start = 0; start < rows.length; start += 500) {
      await insertRows(storage, rows.slice(start, start + 500))
    }
  }
  return days
}

async function admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0
}

async function measure(kind: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
  const schema = `bench_${Date.now().toString(36)}`
  if (kind === 'postgres') await admin((client) => client.query(`CREATE SCHEMA ${schema}`))
  const storage =
    kind === 'postgres'
      ? openStorage({ kind: 'postgres', url: postgresUrl as string, schema })
      : openStorage({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') })
  try {
    await runMigrations(storage)
    const host = 'bench.example'
    const site = await createWebsite(storage, { title: 'Bench', domain: host, now: new Date() })
    const today = siteDay(new Date(), site.timeZone)
    const started = Date.now()
    const days = await seedYear(storage, site.id, today)
    const seeded = Date.now()
    for (const day of days) await rollupDay(storage, site.id, day)
    // Fresh statistics, as autovacuum (PostgreSQL) would have gathered them on a live site.
    await sql`ANALYZE`.execute(storage.db)
    const rolled = Date.now()
    console.log(
      `${kind}: ${pageviews.toLocaleString('en-US')} page views and ${orders.toLocaleString('en-US')} orders over ${days.length} days; ` +
        `seeded in ${((seeded - started) / 1000).toFixed(0)} s, rolled up in ${((rolled - seeded) / 1000).toFixed(0)} s ` +
        `(${((rolled - seeded) / days.length).toFixed(0)} ms per day)`,
    )
    await createOwner(storage, {
      email: 'bench@example.com',
      password: 'correct horse battery',
      now: new Date(),
    })
    const app = await buildApp(testConfig(dataDir), { storage, logger: false })
    const headers = { host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'bench@example.com', password: 'correct horse battery' },
    })
    const session = login.cookies.find((cookie) => cookie.name === 'atelier_session')?.value
    const owner = { host, cookie: `atelier_session=${session}` }
    const time = async (url: string, expect: (body: string) => boolean) => {
      const samples: number[] = []
      for (let round = 0; round < rounds + 2; round += 1) {
        const begin = performance.now()
        const response = await app.inject({ method: 'GET', url, headers: owner })
        const elapsed = performance.now() - begin
        if (response.statusCode !== 200 || !expect(response.body)) {
          throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`)
        }
        if (round >= 2) samples.push(elapsed)
      }
      return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
    }
    const row = (name: string, figures: { p50: number; p95: number }) =>
      console.log(
        `  ${name.padEnd(22)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms${figures.p95 < 250 ? '' : '   OVER 250 ms'}`,
      )
    row('GET /healthz (anchor)', await time('/healthz', () => true))
    for (const range of ['30d', '12m']) {
      for (const panel of ['traffic', 'sales', 'vitals', 'errors', 'forms']) {
        row(
          `${panel} ${range}`,
          await time(`/api/editor/analytics/${panel}?range=${range}`, (body) =>
            body.includes('"range"'),
          ),
        )
      }
      row(
        `CSV pages ${range}`,
        await time(`/api/editor/analytics/export/pages?range=${range}`, (body) =>
          body.startsWith('page,'),
        ),
      )
    }
    await app.close()
  } finally {
    await storage.close()
    if (kind === 'postgres') await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await measure('sqlite')
if (postgresUrl !== undefined && postgresUrl !== '') await measure('postgres')
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
