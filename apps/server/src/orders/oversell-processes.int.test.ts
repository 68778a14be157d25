import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { startServerProcess, stopServerProcess } from '../testing/server-process.js'
import { HttpBuyer } from './testing/http-buyer.js'

const serverScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/oversell-server.ts',
)

/** Starts a real server process on the given schema and resolves with the port it listens on. */
function startServer(schema: string, dataDir: string, children: ChildProcess[]) {
  return startServerProcess(serverScript, { schema, dataDir }, children)
}

const stop = stopServerProcess

describeEachDialect('never oversell across server processes', (ctx) => {
  const children: ChildProcess[] = []
  afterAll(async () => {
    await Promise.all(children.map(stop))
  })

  // SQLite is one server process by design (DESIGN: one file, one writer); only PostgreSQL is
  // shared by several processes.
  it.skipIf(ctx.dialect === 'sqlite')(
    '30 buyers on two real server processes for 5 units: exactly 5 orders, 25 out-of-stock answers',
    async () => {
      const fx = await seedCartFixture(ctx.storage, ctx.dataDir)
      await seedCheckoutSettings(ctx.storage, fx.websiteId)
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
        ctx.storage.db,
      )
      const schema = rows[0]?.schema ?? ''
      const servers = await Promise.all([
        startServer(schema, ctx.dataDir, children),
        startServer(schema, ctx.dataDir, children),
      ])
      expect(servers[0]?.child.pid).not.toBe(servers[1]?.child.pid)

      const buyers = Array.from(
        { length: 30 },
        (_, index) => new HttpBuyer(servers[index % 2]?.port ?? 0, fx.host),
      )
      for (const buyer of buyers) {
        const added = await buyer.add({
          itemId: fx.id('tee'),
          sku: fx.sku('tee-s-red'),
          quantity: 1,
        })
        expect(added.status).toBe(200)
      }
      const answers = await Promise.all(buyers.map((buyer) => buyer.order()))

      const placed = answers.filter((answer) => answer.status === 201)
      const refused = answers.filter((answer) => answer.status === 409)
      expect(placed).toHaveLength(5)
      expect(refused).toHaveLength(25)
      for (const answer of refused) {
        expect(answer.body).toEqual({
          code: 'out-of-stock',
          message: 'Sorry, we do not have enough of that item available.',
        })
      }
      const variant = await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', fx.sku('tee-s-red'))
        .executeTakeFirstOrThrow()
      expect(variant.qtyInStock).toBe(0)
      const orders = await ctx.storage.db
        .selectFrom('orders')
        .select('status')
        .where('websiteId', '=', fx.websiteId)
        .where('status', '=', 'paid')
        .execute()
      expect(orders).toHaveLength(5)

      await Promise.all(servers.map((server) => stop(server.child)))
      expect(servers.every((server) => server.child.exitCode !== null || server.child.killed)).toBe(
        true,
      )
    },
    180_000,
  )
})
