import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { startServerProcess, stopServerProcess } from '../testing/server-process.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import { HttpTab, type BrowserCookies } from './testing/http-tab.js'

// The oversell test's child: a real server on the test schema, without the per-address add limit.
const serverScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../orders/testing/oversell-server.ts',
)

function startServer(schema: string, dataDir: string, children: ChildProcess[]): Promise<number> {
  return startServerProcess(serverScript, { schema, dataDir }, children).then(
    (server) => server.port,
  )
}

const stop = stopServerProcess

interface CartJson {
  totalQuantity: number
  entries: { itemId: string; quantity: number }[]
}

const bulkProducts = 10

describeEachDialect('one cart, two tabs, two server processes', (ctx) => {
  const children: ChildProcess[] = []
  afterAll(async () => {
    await Promise.all(children.map(stop))
  })

  // SQLite is one server process by design; only PostgreSQL is shared by several processes.
  it.skipIf(ctx.dialect === 'sqlite')(
    'tabs on two processes adding the same and different items at once lose no line and double no quantity',
    async () => {
      const shop = await seedCartFixture(ctx.storage, ctx.dataDir, { bulkProducts })
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
        ctx.storage.db,
      )
      const schema = rows[0]?.schema ?? ''
      const ports = await Promise.all([
        startServer(schema, ctx.dataDir, children),
        startServer(schema, ctx.dataDir, children),
      ])
      const browser: BrowserCookies = { crumb: 'two-tabs-crumb-0123456789abcdef' }
      const tabs = ports.map((port) => new HttpTab(port, shop.host, browser))
      const first = await tabs[0]!.add({
        itemId: shop.id('ebook'),
        sku: shop.sku('ebook'),
        quantity: 1,
      })
      expect(first.status).toBe(200)
      expect(browser.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

      const names = Array.from({ length: bulkProducts }, (_, index) => `bulk-${index}`)
      const same = Array.from({ length: 20 }, (_, index) =>
        tabs[index % 2]!.add({ itemId: shop.id('bulk-0'), sku: shop.sku('bulk-0'), quantity: 1 }),
      )
      const different = names
        .slice(1)
        .map((name, index) =>
          tabs[index % 2]!.add({ itemId: shop.id(name), sku: shop.sku(name), quantity: 2 }),
        )
      const answers = await Promise.all([...same, ...different])
      expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200))

      for (const tab of tabs) {
        const cart = (await tab.cart()).body as CartJson
        const quantities = new Map(cart.entries.map((entry) => [entry.itemId, entry.quantity]))
        expect(cart.entries).toHaveLength(bulkProducts + 1)
        expect(quantities.get(shop.id('ebook'))).toBe(1)
        expect(quantities.get(shop.id('bulk-0'))).toBe(20)
        for (const name of names.slice(1)) expect(quantities.get(shop.id(name))).toBe(2)
        expect(cart.totalQuantity).toBe(1 + 20 + 2 * (bulkProducts - 1))
      }
      const carts = await ctx.storage.db
        .selectFrom('carts')
        .select('id')
        .where('websiteId', '=', shop.websiteId)
        .execute()
      expect(carts).toHaveLength(1)
    },
    180_000,
  )
})
