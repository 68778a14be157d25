import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect, postgresTestUrl } from '../testing/describe-each-dialect.js'
import { startServerProcess, stopServerProcess } from '../testing/server-process.js'
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js'

const serverScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../testing/outage-server.ts',
)

interface Answer {
  status: number
  body: string
  millis: number
}

/** One request on a fresh connection; a refused or reset connection rejects. */
function call(
  port: number,
  host: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const crumb = 'outage-crumb-0123456789abcdef'
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: {
          host,
          cookie: `crumb=${crumb}; atelier_cart_key=${crumb}`,
          'x-csrf-token': crumb,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, millis: Date.now() - started }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Terminates every backend the server under test holds (found by its application name). */
async function terminateBackends(url: string, applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    )
    return rows.filter((row) => row.terminated).length
  } finally {
    await client.end()
  }
}

describeEachDialect('a PostgreSQL outage', (ctx) => {
  const children: ChildProcess[] = []
  let proxy: TcpProxy | undefined
  afterAll(async () => {
    await Promise.all(children.map(stopServerProcess))
    await proxy?.close()
  })

  // An embedded SQLite database cannot go away under the process; PostgreSQL can.
  it.skipIf(ctx.dialect === 'sqlite')(
    'terminated connections under load and a database that refuses connections never kill the server: it answers 503, keeps serving cached pages, and resumes by itself',
    async () => {
      const url = postgresTestUrl() as string
      const shop = await seedCartFixture(ctx.storage, ctx.dataDir, { bulkProducts: 1 })
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
        ctx.storage.db,
      )
      const schema = rows[0]?.schema ?? ''
      const target = new URL(url)
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      const applicationName = `atelier_outage_${Date.now().toString(36)}`
      const throughProxy = new URL(url)
      throughProxy.host = `127.0.0.1:${proxy.port}`
      throughProxy.searchParams.set('application_name', applicationName)
      const { child, port } = await startServerProcess(
        serverScript,
        { schema, dataDir: ctx.dataDir, env: { OUTAGE_PG_URL: throughProxy.toString() } },
        children,
      )
      let log = ''
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
      const alive = () => child.exitCode === null && child.signalCode === null

      const add = () =>
        call(port, shop.host, 'POST', '/api/commerce/shopping-cart/entries', {
          itemId: shop.id('bulk-0'),
          sku: shop.sku('bulk-0'),
          quantity: 1,
        })
      const page = () => call(port, shop.host, 'GET', '/shop')
      expect((await page()).status).toBe(200)
      expect((await add()).status).toBe(200)

      // 1. Every backend terminated, three times, while shoppers add to carts and read pages.
      const statuses: number[] = []
      const failures: unknown[] = []
      let loading = true
      const shopper = async () => {
        while (loading) {
          for (const request of [add, page, () => call(port, shop.host, 'GET', '/healthz')]) {
            try {
              statuses.push((await request()).status)
            } catch (error) {
              failures.push(error)
            }
          }
        }
      }
      const shoppers = Array.from({ length: 8 }, shopper)
      let terminated = 0
      for (let round = 0; round < 3; round++) {
        await sleep(400)
        terminated += await terminateBackends(url, applicationName)
      }
      await sleep(400)
      loading = false
      await Promise.all(shoppers)
      expect(terminated).toBeGreaterThan(0)
      expect(alive()).toBe(true)
      expect(failures).toEqual([])
      // Only answers and clear refusals: a request that met a dying connection says 503.
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
      expect((await add()).status).toBe(200)

      // 2. The database goes away (connections dropped, new ones refused) for longer than the
      // page cache's freshness window.
      const logBefore = log.length
      proxy.cut()
      await sleep(1_500)
      const cachedPage = await page()
      expect(cachedPage.status).toBe(200)
      expect(cachedPage.body).toContain('Shop')
      const refused = await add()
      expect(refused.status).toBe(503)
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'database-unavailable',
        message: expect.stringContaining('try again'),
      })
      expect(refused.millis).toBeLessThan(10_000)
      expect((await call(port, shop.host, 'GET', '/healthz')).status).toBe(503)
      for (let attempt = 0; attempt < 5; attempt++) expect((await add()).status).toBe(503)
      expect(alive()).toBe(true)

      // 3. The database is back: service resumes without a restart.
      proxy.restore()
      const deadline = Date.now() + 15_000
      let status = 0
      while (status !== 200 && Date.now() < deadline) {
        status = (await add()).status
        if (status !== 200) await sleep(100)
      }
      expect(status).toBe(200)
      expect(alive()).toBe(true)
      // The outage is told once, and so is its end, however many requests met it.
      const outageLog = log.slice(logBefore)
      const errors = outageLog.split('\n').filter((line) => line.includes('"level":50'))
      expect(errors).toEqual([])
      expect(outageLog.match(/database unreachable/g)).toHaveLength(1)
      expect(outageLog.match(/database reachable again/g)).toHaveLength(1)
    },
    120_000,
  )
})
