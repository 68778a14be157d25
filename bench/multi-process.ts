/**
 * Two Atelier processes on one PostgreSQL database, the load split evenly between them (two
 * autocannon runs at once, 16 connections each), against one process taking all 32 connections,
 * measured in the same run: the product page and add-to-cart (32 distinct carts, a product without a
stock limit).
 *
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/multi-process.ts
 *
 * On one 2-core machine two processes share the same cores, so this shows that the processes
 * work together correctly and what they cost; on separate machines the figures add up.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  autocannon,
  postgresDatabase,
  root,
  stopProcess,
  type AutocannonResult,
} from './bench-server.js'

const duration = Number(process.env.DURATION ?? 8)
const connections = 32
const pgUrl =
  process.env.BENCH_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'
const productPath = '/shop/speckled-stoneware-mug'
const unlimitedPath = '/shop/house-blend-coffee'
const crumbFor = (cart: number) => `bench-crumb-${String(cart).padStart(4, '0')}-0123456789abcdef`

function startProcess(env: Record<string, string>, children: ChildProcess[]): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'source', 'bench/multi-process-server.ts'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = Number(/listening (\d+)/.exec(output)?.[1] ?? 0)
      if (port > 0) resolve(port)
    })
    child.once('exit', (code) => reject(new Error(`a server exited with ${code}`)))
  })
}

async function openCart(base: string, body: string, crumb: string): Promise<string> {
  const response = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
    },
    body,
  })
  const cart = response.headers.getSetCookie().find((cookie) => cookie.startsWith('CART='))
  if (response.status !== 200 || cart === undefined)
    throw new Error(`opening a cart failed: ${response.status} ${await response.text()}`)
  return cart.slice('CART='.length).split(';')[0] ?? ''
}

function addRequests(body: string, carts: string[], offset: number) {
  let next = 0
  return [
    {
      method: 'POST',
      path: '/api/commerce/shopping-cart/entries',
      body,
      setupRequest: (request: Record<string, unknown>) => {
        const index = offset + (next++ % (carts.length / 2))
        const crumb = crumbFor(index)
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': crumb,
            cookie: `crumb=${crumb}; CART=${carts[index]}`,
          },
        }
      },
    },
  ]
}

interface Row {
  name: string
  one: AutocannonResult
  two: AutocannonResult[]
}

async function main(): Promise<void> {
  const database = await postgresDatabase(pgUrl)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-mp-'))
  const children: ChildProcess[] = []
  try {
    const env = { BENCH_DB_URL: database.env.DATABASE_URL ?? '', BENCH_DATA_DIR: dataDir }
    const first = await startProcess({ ...env, BENCH_SEED: '1' }, children)
    const second = await startProcess(env, children)
    const bases = [first, second].map((port) => `http://127.0.0.1:${port}`)
    // Adds go to a product without a stock limit, so no add fails for want of stock.
    const product = (await (await fetch(`${bases[0]}${unlimitedPath}?format=json`)).json()) as {
      item: { id: string; structuredContent: { variants: { sku: string }[] } }
    }
    const body = JSON.stringify({
      itemId: product.item.id,
      sku: product.item.structuredContent.variants[0]?.sku,
      quantity: 1,
    })
    const carts: string[] = []
    for (let index = 0; index < connections; index++)
      carts.push(await openCart(bases[index % 2] as string, body, crumbFor(index)))

    const rows: Row[] = []
    for (const [name, options] of [
      ['product page', (base: string) => ({ url: `${base}${productPath}` })],
      [
        'add to cart (32 carts)',
        (base: string, half: number) => ({
          url: base,
          requests: addRequests(body, carts, half * (connections / 2)),
        }),
      ],
    ] as const) {
      // Warm-up on both, then one process alone, then both at once with half the connections each.
      await Promise.all(
        bases.map((base, half) =>
          autocannon({ ...options(base, half), connections: 4, duration: 2 }),
        ),
      )
      const one = await autocannon({ ...options(bases[0] as string, 0), connections, duration })
      const two = await Promise.all(
        bases.map((base, half) =>
          autocannon({ ...options(base, half), connections: connections / 2, duration }),
        ),
      )
      rows.push({ name, one, two })
    }
    console.log(
      `\nPostgreSQL, ${connections} connections, ${duration} s each, one 2-core machine\n`,
    )
    console.log(
      '| target | one process req/s (p99) | two processes req/s (p99 worst) | ratio | failures |',
    )
    console.log('|---|---:|---:|---:|---:|')
    for (const row of rows) {
      const twoRps = row.two.reduce((total, run) => total + run.requests.average, 0)
      const twoP99 = Math.max(...row.two.map((run) => run.latency.p99))
      const failures = [row.one, ...row.two].reduce(
        (total, run) => total + run.non2xx + run.errors,
        0,
      )
      console.log(
        `| ${row.name} | ${row.one.requests.average.toFixed(0)} (${row.one.latency.p99} ms) | ${twoRps.toFixed(0)} (${twoP99} ms) | ${(twoRps / row.one.requests.average).toFixed(2)}× | ${failures} |`,
      )
    }
  } finally {
    await Promise.all(children.map(stopProcess))
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
