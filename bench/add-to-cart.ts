/**
 * Add-to-cart throughput and p99 latency, side by side with the same server's /healthz as the
 * ceiling. Run: `npx tsx bench/add-to-cart.ts` (BENCH_SECONDS=10 by default).
 *
 * The server runs in a child process on a fresh SQLite database seeded with the cart fixture, so the
 * load generator does not share its event loop. 32 connections; 32 carts opened beforehand, and
 * each add request goes to the next cart in turn (autocannon keeps no per-connection state across
 * requests), all adding one unit of the same unlimited product. The add limiter is switched off:
 * the bench measures the add itself, not the 429 answer.
 *
 * BENCH_SQLITE_SYNC=FULL overrides `PRAGMA synchronous` on the bench database (the storage opens
 * SQLite in WAL mode with NORMAL), to see what an fsync per commit costs a write like this.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'kysely'

const connections = 32
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
// One crumb per cart: a visitor without a CART cookie adds into the cart named by their crumb, so
// carts opened under one crumb would all be the same cart.
const crumbFor = (cart: number) => `bench-crumb-${String(cart).padStart(4, '0')}-0123456789abcdef`
const crumb = crumbFor(0)

interface Ready {
  port: number
  host: string
  itemId: string
  sku: string
}

async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js')
  const { openStorage } = await import('../apps/server/src/storage/open-storage.js')
  const { runMigrations } = await import('../apps/server/src/storage/run-migrations.js')
  const { testConfig } = await import('../apps/server/src/testing/test-app.js')
  const { seedCartFixture } = await import('../apps/server/src/commerce/testing/cart-fixture.js')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
  const storage = openStorage({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') })
  await runMigrations(storage)
  if (process.env.BENCH_SQLITE_SYNC !== undefined) {
    await sql.raw(`PRAGMA synchronous = ${process.env.BENCH_SQLITE_SYNC}`).execute(storage.db)
  }
  const shop = await seedCartFixture(storage, dataDir)
  const app = await buildApp(testConfig(dataDir), {
    storage,
    logger: false,
    cartAddLimiter: { tryAdd: () => true },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const ready: Ready = { port, host: shop.host, itemId: shop.id('ebook'), sku: shop.sku('ebook') }
  process.send?.(ready)
  const stop = async (): Promise<void> => {
    await app.close()
    await storage.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('message', () => void stop())
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

async function openCart(base: string, ready: Ready, body: string, crumb: string): Promise<string> {
  const response = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: {
      host: ready.host,
      'content-type': 'application/json',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
    },
    body,
  })
  const cart = response.headers.getSetCookie().find((cookie) => cookie.startsWith('CART='))
  if (response.status !== 200 || cart === undefined) {
    throw new Error(`opening a cart failed: ${response.status} ${await response.text()}`)
  }
  return cart.slice('CART='.length).split(';')[0] ?? ''
}

async function main(): Promise<void> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const base = `http://127.0.0.1:${ready.port}`
  const body = JSON.stringify({ itemId: ready.itemId, sku: ready.sku, quantity: 1 })
  try {
    const carts: string[] = []
    for (let i = 0; i < connections; i++) {
      carts.push(await openCart(base, ready, body, crumbFor(i)))
    }
    if (new Set(carts).size !== connections) throw new Error('the carts opened are not distinct')

    const health = await run({ url: `${base}/healthz`, connections, duration: seconds })
    let next = 0
    const adds = await run({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/commerce/shopping-cart/entries',
          body,
          setupRequest: (request) => {
            const index = next++ % carts.length
            const crumb = crumbFor(index)
            return {
              ...request,
              headers: {
                host: ready.host,
                'content-type': 'application/json',
                'x-csrf-token': crumb,
                cookie: `crumb=${crumb}; CART=${carts[index]}`,
              },
            }
          },
        },
      ],
    })

    const failed = adds.non2xx + adds.errors + adds.timeouts
    const row = (name: string, result: autocannon.Result) =>
      `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms`
    console.log(`SQLite, ${connections} connections, ${seconds} s each, Node ${process.version}`)
    console.log(row('GET /healthz (ceiling)', health))
    console.log(row('POST add-to-cart (32 carts)', adds))
    console.log(
      `ratio add-to-cart / healthz: ${(adds.requests.average / health.requests.average).toFixed(3)}` +
        `   (add-to-cart failures: ${failed})`,
    )
    if (failed > 0) {
      // Which answers failed, and one of them in full, so a failing run says why.
      console.log('add-to-cart answers by status:', JSON.stringify(adds.statusCodeStats))
      const sample = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: {
          host: ready.host,
          'content-type': 'application/json',
          'x-csrf-token': crumb,
          cookie: `crumb=${crumb}; CART=${carts[0]}`,
        },
        body,
      })
      console.log(`one more add: ${sample.status} ${(await sample.text()).slice(0, 300)}`)
    }
  } finally {
    child.send('stop')
  }
}

if (process.argv.includes('--serve')) {
  void serve()
} else {
  await main()
}
