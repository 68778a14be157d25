/**
 * The back office's orders API on 100,000 orders: the list filtered by status, the list searched
 * (email fragment, name, order number), and the order page, each p50/p95 over sequential HTTP
 * requests, printed beside a primary-key lookup of one order through Kysely and the same server's
 * /healthz over HTTP (the anchors). Run: `npx tsx bench/back-office-orders.ts`; SQLite always,
 * PostgreSQL too when TEST_DATABASE_URL is set (a throwaway schema, dropped afterwards).
 *
 * The orders (2 lines each, statuses and fulfilment states mixed as a shop has them, spread over two
 * years) are inserted in bulk through Kysely, not placed through checkout, to keep the setup short.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ContributorRole } from '@atelier/schema'
import { sql } from 'kysely'
import type { Insertable } from 'kysely'
import pg from 'pg'
import { orderSearchTerms } from '../apps/server/src/storage/order-search-terms.js'
import { buildApp } from '../apps/server/src/app.js'
import { createOwner } from '../apps/server/src/auth/owner-repository.js'
import { addMember } from '../apps/server/src/access/membership-repository.js'
import { createWebsite } from '../apps/server/src/sites/website-repository.js'
import type {
  OrderLinesTable,
  OrderSearchTermsTable,
  OrdersTable,
} from '../apps/server/src/storage/tables/order-tables.js'
import { openStorage } from '../apps/server/src/storage/open-storage.js'
import type { Storage } from '../apps/server/src/storage/open-storage.js'
import { runMigrations } from '../apps/server/src/storage/run-migrations.js'
import { testConfig } from '../apps/server/src/testing/test-app.js'

const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000)
const samples = Number(process.env.BENCH_SAMPLES ?? 200)
const crumb = 'bench-crumb-0123456789abcdef'
const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken']
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton']

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T
}

async function seed(storage: Storage, websiteId: string): Promise<string[]> {
  const start = Date.parse('2024-11-01T00:00:00Z')
  const span = 2 * 365 * 86_400_000
  const ids: string[] = []
  const chunk = 500
  for (let from = 0; from < orderCount; from += chunk) {
    const orders: Insertable<OrdersTable>[] = []
    const lines: Insertable<OrderLinesTable>[] = []
    const terms: Insertable<OrderSearchTermsTable>[] = []
    for (let i = from; i < Math.min(orderCount, from + chunk); i++) {
      const id = `ord-${String(i).padStart(7, '0')}`
      ids.push(id)
      const roll = i % 20
      const status =
        roll < 16 ? 'paid' : roll < 18 ? 'received' : roll < 19 ? 'cancelled' : 'failed'
      const at = new Date(start + Math.floor((i / orderCount) * span)).toISOString()
      const first = pick(firstNames, i)
      const last = pick(lastNames, Math.floor(i / 8))
      orders.push({
        id,
        websiteId,
        orderNumber: 1001 + i,
        cartId: `cart-${i}`,
        idempotencyKey: `key-${i}`,
        tokenHash: `hash-${i}`,
        status,
        failureCode: null,
        failureMessage: null,
        email: `customer-${i % 20_000}@example.com`,
        currency: 'USD',
        subtotalCents: 5000,
        discountCents: 0,
        shippingCents: 500,
        taxCents: 400,
        giftCardCents: 0,
        grandTotalCents: 5900,
        amountDueCents: 5900,
        testMode: 0,
        paymentProvider: 'test',
        isSubscription: 0,
        document: storage.dialect.encodeJson({
          schemaVersion: 1,
          shippingAddress: { firstName: first, lastName: last, city: 'Boston', country: 'US' },
          billingAddress: null,
          shippingOption: { id: 'standard', name: 'Standard shipping', costCents: 500 },
          coupons: [],
          giftCards: [],
          taxes: [],
          cardLast4: '4242',
        }),
        reservedUntil: null,
        createdAt: at,
        updatedAt: at,
        fulfillmentStatus: i % 10 < 5 ? 'fulfilled' : i % 10 < 9 ? 'unfulfilled' : 'not-required',
        trackingNumber: null,
        fulfilledAt: null,
        customerName: `${first} ${last}`,
        refundedCents: roll === 15 ? 2000 : 0,
      })
      for (const term of orderSearchTerms(
        `${first} ${last}`,
        `customer-${i % 20_000}@example.com`,
      )) {
        terms.push({ websiteId, term, orderId: id })
      }
      for (const position of [0, 1]) {
        lines.push({
          id: `${id}-l${position}`,
          orderId: id,
          itemId: `item-${i % 1000}`,
          sku: `SKU-${(i + position) % 4000}`,
          title: position === 0 ? 'Stoneware Mug' : 'Bud Vase',
          kind: 'physical',
          quantity: 1 + position,
          unitPriceCents: 2500,
          stockTaken: 1,
          additionalFields: null,
          position,
        })
      }
    }
    await storage.db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute()
      await trx.insertInto('orderLines').values(lines).execute()
      await trx.insertInto('orderSearchTerms').values(terms).execute()
    })
  }
  return ids
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function time(run: (i: number) => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(i) // warm-up
  const took: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await run(i)
    took.push(performance.now() - started)
  }
  took.sort((a, b) => a - b)
  return { p50: percentile(took, 50), p95: percentile(took, 95) }
}

async function benchDialect(name: string, storage: Storage, dataDir: string): Promise<void> {
  await runMigrations(storage)
  const host = 'bench-shop.example'
  const site = await createWebsite(storage, { title: 'Bench', domain: host, now: new Date() })
  const seeded = performance.now()
  const ids = await seed(storage, site.id)
  // Fresh statistics, as autovacuum would gather on a live shop.
  await sql.raw('ANALYZE').execute(storage.db)
  console.log(
    `${name}: seeded ${orderCount} orders in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )
  const email = 'bench-owner@example.com'
  const password = 'bench owner password'
  const owner = await createOwner(storage, { email, password, now: new Date() })
  // The orders API answers only the site's members (issue 10): the owner is the site's admin.
  await addMember(storage.db, {
    userId: owner.id,
    websiteId: site.id,
    role: ContributorRole.admin,
    now: new Date(),
  })
  const app = await buildApp(testConfig(dataDir), { storage, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
    },
    body: JSON.stringify({ email, password }),
  })
  const session = /atelier_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
  if (session === undefined) throw new Error(`sign-in failed: ${login.status}`)
  const get = async (url: string) => {
    const answer = await fetch(`${base}${url}`, { headers: { host, cookie: session } })
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${await answer.text()}`)
    await answer.arrayBuffer()
  }
  const idAt = (i: number) => ids[(i * 7919) % ids.length] as string
  const secondPage = (await (
    await fetch(`${base}/api/editor/orders?payment=unpaid`, {
      headers: { host, cookie: session },
    })
  ).json()) as { nextPageCursor: string }

  const cases: Array<[string, (i: number) => Promise<void>]> = [
    [
      'anchor: orders primary-key lookup (Kysely)',
      async (i) => {
        await storage.db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', idAt(i))
          .executeTakeFirst()
      },
    ],
    ['anchor: GET /healthz (HTTP)', () => get('/healthz')],
    ['list, newest first', () => get('/api/editor/orders')],
    ['list, payment = unpaid', () => get('/api/editor/orders?payment=unpaid')],
    [
      'list, payment = unpaid, page 2',
      () => get(`/api/editor/orders?payment=unpaid&cursor=${secondPage.nextPageCursor}`),
    ],
    ['list, fulfilment = unfulfilled', () => get('/api/editor/orders?fulfillment=unfulfilled')],
    [
      'list, refunded in part, one month',
      () => get('/api/editor/orders?payment=partially-refunded&from=2025-06-01&to=2025-06-30'),
    ],
    [
      'search, order number',
      (i) => get(`/api/editor/orders?q=%23${1001 + ((i * 7919) % orderCount)}`),
    ],
    ['search, email fragment', (i) => get(`/api/editor/orders?q=customer-${(i * 31) % 20_000}@`)],
    ['search, name (1 in 7 orders)', () => get('/api/editor/orders?q=hopper')],
    ['search, first and last name', () => get('/api/editor/orders?q=grace%20hop')],
    ['search, no match', () => get('/api/editor/orders?q=nobody-at-all')],
    ['order page', (i) => get(`/api/editor/orders/${idAt(i)}`)],
  ]
  console.log(`\n${name} (${samples} sequential requests each)`)
  console.log('| case | p50 ms | p95 ms |')
  console.log('| --- | --- | --- |')
  for (const [label, run] of cases) {
    const { p50, p95 } = await time(run)
    console.log(`| ${label} | ${p50.toFixed(2)} | ${p95.toFixed(2)} |`)
  }
  await app.close()
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-orders-'))
  try {
    const sqlite = openStorage({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') })
    try {
      await benchDialect('sqlite', sqlite, dataDir)
    } finally {
      await sqlite.close()
    }
    const url = process.env.TEST_DATABASE_URL
    if (url !== undefined && url !== '') {
      const schema = `bench_${Date.now().toString(36)}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE SCHEMA ${schema}`)
      const postgres = openStorage({ kind: 'postgres', url, schema })
      try {
        await benchDialect('postgres', postgres, dataDir)
      } finally {
        await postgres.close()
        await admin.query(`DROP SCHEMA ${schema} CASCADE`)
        await admin.end()
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
