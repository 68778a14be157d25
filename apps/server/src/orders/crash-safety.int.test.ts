import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect, postgresTestUrl } from '../testing/describe-each-dialect.js'
import { releaseExpiredReservations } from './release-expired-reservations.js'
import { sqliteFile } from './testing/second-storage.js'

const childScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/place-orders-child.ts',
)
const initialStock = 1000

describeEachDialect('a server killed while placing orders', (ctx) => {
  it('leaves no order without its stock change and no stock change without its order', async () => {
    const fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    const sku = fx.sku('tee-m-red')
    await ctx.storage.db
      .updateTable('productVariants')
      .set({ qtyInStock: initialStock })
      .where('sku', '=', sku)
      .execute()

    const schema =
      ctx.dialect === 'postgres'
        ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(ctx.storage.db))
            .rows[0]?.schema
        : undefined
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', childScript], {
      env: {
        ...process.env,
        CHILD_DIALECT: ctx.dialect,
        CHILD_PG_URL: postgresTestUrl() ?? '',
        CHILD_PG_SCHEMA: schema ?? '',
        CHILD_SQLITE_FILE: ctx.dialect === 'sqlite' ? await sqliteFile(ctx.storage) : '',
        CHILD_DATA_DIR: ctx.dataDir,
        CHILD_HOST: fx.host,
        CHILD_ITEM_ID: fx.id('tee'),
        CHILD_SKU: sku,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // Kill it without warning once it has placed a few orders, in the middle of more.
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('the child placed no order')), 60_000)
      child.stdout.on('data', (chunk: Buffer) => {
        const placed = Number(/placed (\d+)/.exec(chunk.toString())?.[1] ?? 0)
        if (placed >= 8) {
          clearTimeout(timeout)
          child.kill('SIGKILL')
          resolve()
        }
      })
      child.on('exit', () => resolve())
    })
    await new Promise((resolve) => child.once('exit', resolve).once('close', resolve))

    const check = async () => {
      const variant = await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
      const orders = await ctx.storage.db
        .selectFrom('orders')
        .leftJoin('orderLines', 'orderLines.orderId', 'orders.id')
        .select(['orders.id', 'orders.status', 'orderLines.stockTaken'])
        .where('orders.websiteId', '=', fx.websiteId)
        .execute()
      const held = orders
        .filter((order) => order.status !== 'failed')
        .reduce((sum, order) => sum + (order.stockTaken ?? 0), 0)
      return { variant: variant.qtyInStock, orders, held }
    }
    const after = await check()
    expect(after.orders.length).toBeGreaterThanOrEqual(8)
    expect(after.orders.every((order) => order.stockTaken === 1)).toBe(true)
    expect(after.variant + after.held).toBe(initialStock)

    // Reservations the dead process left pending go back to stock once they expire.
    await releaseExpiredReservations(ctx.storage, new Date(Date.now() + 60 * 60_000))
    const released = await check()
    expect(released.orders.some((order) => order.status === 'pending')).toBe(false)
    expect(released.variant + released.held).toBe(initialStock)
    expect(released.held).toBe(released.orders.filter((o) => o.status === 'paid').length)
  }, 120_000)
})
