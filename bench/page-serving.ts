/**
 * Page-serving benchmark: the demo site on SQLite, measured with autocannon at 32 connections.
 * Anchor: the product page's exact bytes served as a static file by the same server (/files/…).
 *
 *   npx tsx bench/page-serving.ts            (DURATION=10 seconds per target by default)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p99: number; average: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 3990)
const duration = Number(process.env.DURATION ?? 10)
const connections = 32
const base = `http://127.0.0.1:${port}`
const siteId = 'site-loam-ember'
const productPath = '/shop/speckled-stoneware-mug'

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${base}/`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

async function measure(name: string, url: string) {
  // A short warm-up fills the render cache and the JIT before the measured run.
  await autocannon({ url, connections, duration: 2 })
  const result = await autocannon({ url, connections, duration })
  return {
    name,
    url,
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_DEMO: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  try {
    await waitForServer()
    const product = Buffer.from(await (await fetch(`${base}${productPath}`)).arrayBuffer())
    const staticDir = path.join(dataDir, 'files', siteId, 'bench')
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'product.html'), product)

    const rows = [
      await measure('home page', `${base}/`),
      await measure('product page', `${base}${productPath}`),
      await measure('static file (same bytes)', `${base}/files/${siteId}/bench/product.html`),
    ]
    const anchor = rows[2].rps
    console.log(
      `\nPage serving, ${connections} connections, ${duration} s each, product page ${product.length} bytes\n`,
    )
    console.log('| target | requests/s | p99 latency (ms) | vs static | failures |')
    console.log('|---|---:|---:|---:|---:|')
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${((row.rps / anchor) * 100).toFixed(0)}% | ${row.failures} |`,
      )
    }
    const productRow = rows[1]
    const goal = productRow.rps >= anchor * 0.3 && productRow.p99 < 50
    console.log(`\nGoal (product ≥ 30% of static, p99 < 50 ms): ${goal ? 'met' : 'not met'}`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
