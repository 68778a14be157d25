import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { hashPassword } from '../auth/password-hash.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { HttpTab, type BrowserCookies } from '../commerce/testing/http-tab.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { startServerProcess, stopServerProcess } from '../testing/server-process.js'

const serverScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/limits-server.ts',
)

function startServer(schema: string, dataDir: string, children: ChildProcess[]): Promise<number> {
  return startServerProcess(
    serverScript,
    { schema, dataDir, env: { REDIS_URL: '' } },
    children,
  ).then((server) => server.port)
}

const stop = stopServerProcess

/** A lock-screen form post over real HTTP; answers the status. */
function postPassword(port: number, host: string, pagePath: string, password: string) {
  const crumb = 'shared-limits-crumb-0123456789'
  const payload = `password=${encodeURIComponent(password)}&crumb=${crumb}`
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pagePath,
        agent: false,
        headers: {
          host,
          cookie: `crumb=${crumb}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

describeEachDialect('limits shared by two server processes', (ctx) => {
  const children: ChildProcess[] = []
  afterAll(async () => {
    await Promise.all(children.map(stop))
  })

  // SQLite is one server process by design; only PostgreSQL is shared by several processes.
  it.skipIf(ctx.dialect === 'sqlite')(
    'two processes together allow 30 cart adds in 10 s and 10 wrong page passwords, as one does',
    async () => {
      const shop = await seedCartFixture(ctx.storage, ctx.dataDir)
      await ctx.storage.db
        .updateTable('collections')
        .set({ passwordHash: await hashPassword('open sesame') })
        .where('websiteId', '=', shop.websiteId)
        .where('urlId', '=', 'shop')
        .execute()
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
        ctx.storage.db,
      )
      const schema = rows[0]?.schema ?? ''
      const ports = await Promise.all([
        startServer(schema, ctx.dataDir, children),
        startServer(schema, ctx.dataDir, children),
      ])

      // The add that opens the cart counts once against it; 39 more, spread over both processes.
      const browser: BrowserCookies = { crumb: 'shared-limits-tab-0123456789abcdef' }
      const tabs = ports.map((port) => new HttpTab(port, shop.host, browser))
      const line = { itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 1 }
      expect((await tabs[0]!.add(line)).status).toBe(200)
      const answers = await Promise.all(
        Array.from({ length: 39 }, (_, index) => tabs[index % 2]!.add(line)),
      )
      const statuses = answers.map((answer) => answer.status)
      // Past the limit, an add may still be refused for stock: only 429 means the limit said no.
      expect(statuses.filter((status) => status !== 429)).toHaveLength(29)
      expect(statuses.filter((status) => status === 429)).toHaveLength(10)

      const guesses: number[] = []
      for (let attempt = 0; attempt < 14; attempt++) {
        guesses.push(
          await postPassword(ports[attempt % 2]!, shop.host, '/shop', `guess ${attempt}`),
        )
      }
      expect(guesses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200))
      expect(guesses.slice(10)).toEqual([429, 429, 429, 429])
    },
    180_000,
  )
})
