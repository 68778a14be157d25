/**
 * Page-view ingestion (`POST /api/census/RecordHit`) beside the same server's `/healthz`, at 32
 * connections, on SQLite and on PostgreSQL in the same run. Run: `npx tsx bench/analytics-ingest.ts`
 * (BENCH_SECONDS=10 by default; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a
 * schema of its own that is dropped afterwards).
 *
 * Each server runs in a child process so autocannon does not share its event loop. Hits go to the
 * in-memory queue and are written in batches of 500 (`apps/server/src/analytics/ingest-queue.ts`);
 * the script checks afterwards that every accepted hit reached the database.
 *
 * The hits come from 2,048 visitors: the server trusts the loopback proxy (`TRUST_PROXY`) and each
 * request names its visitor in `X-Forwarded-For`, so the per-address limit of analytics calls
 * (`ingest-limits.ts`, 240 page hits a minute with a burst of 240) sees real traffic, not one
 * address sending ten thousand page views a second (which it refuses). 2,048 addresses take about
 * 16,000 hits a second for a minute without one refusal; the bench counts refusals as failures.
 * The requests are built once per connection (8,192 of them took autocannon's connections so long
 * to build that some timed out), so naming them costs the load nothing.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const connections = 32
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const crumb = 'bench-crumb-0123456789abcdef'
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const visitors = 2_048

interface Ready {
  port: number
  host: string
}

interface Stored {
  stored: number
  written: number
}

async function serve(kind: string): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js')
  const { openStorage } = await import('../apps/server/src/storage/open-storage.js')
  const { runMigrations } = await import('../apps/server/src/storage/run-migrations.js')
  const { testConfig } = await import('../apps/server/src/testing/test-app.js')
  const { createWebsite } = await import('../apps/server/src/sites/website-repository.js')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
  const schema = `bench_${Date.now().toString(36)}`
  if (kind === 'postgres') await admin((client) => client.query(`CREATE SCHEMA ${schema}`))
  const storage =
    kind === 'postgres'
      ? openStorage({ kind: 'postgres', url: postgresUrl as string, schema })
      : openStorage({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') })
  await runMigrations(storage)
  const host = 'bench.example'
  await createWebsite(storage, { title: 'Bench', domain: host, now: new Date() })
  const app = await buildApp(testConfig(dataDir, { trustProxy: ['127.0.0.1'] }), {
    storage,
    logger: false,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  process.send?.({ port, host } satisfies Ready)
  const count = async (): Promise<number> => {
    const rows = await storage.db
      .selectFrom('analyticsEvents')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    return Number(rows.n)
  }
  const stop = async (): Promise<void> => {
    // Rows written when the load stops: the rest is what a `kill -9` at that moment would lose.
    const written = await count()
    await app.close()
    process.send?.({ stored: await count(), written } satisfies Stored)
    await storage.close()
    if (kind === 'postgres') await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`))
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('message', () => void stop())
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

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

async function measure(kind: string): Promise<void> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve', kind], {
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const base = `http://127.0.0.1:${ready.port}`
  const data = JSON.stringify({
    url: `http://${ready.host}/shop/bud-vase?utm_source=bench`,
    title: 'Bud Vase',
    sessionId: '6c1c1f0e-7d0e-4a43-9b7a-3e1f0b9d1c11',
    referrer: 'https://search.example/',
    recordType: 11,
    itemId: 'bud-vase',
  })
  const body = new URLSearchParams({ event: '1', data, ss_cvr: 'v|1|0|1|1', crumb }).toString()
  const headers = {
    host: ready.host,
    cookie: `crumb=${crumb}`,
    'content-type': 'application/x-www-form-urlencoded',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  }
  try {
    const health = await run({
      url: `${base}/healthz`,
      connections,
      duration: seconds,
      headers: { host: ready.host },
    })
    const hits = await run({
      url: `${base}/api/census/RecordHit`,
      connections,
      duration: seconds,
      // One request per visitor, each connection going through them in turn.
      requests: Array.from({ length: visitors }, (_, index) => ({
        method: 'POST' as const,
        path: '/api/census/RecordHit',
        headers: {
          ...headers,
          'x-forwarded-for': `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
        },
        body,
      })),
    })
    const ok = hits.requests.total - hits.non2xx - hits.errors - hits.timeouts
    const { stored, written } = await new Promise<Stored>((resolve) => {
      child.once('message', (message) => resolve(message as Stored))
      child.send('stop')
    })
    const row = (name: string, result: autocannon.Result) =>
      `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms`
    console.log(`${kind}, ${connections} connections, ${seconds} s each, Node ${process.version}`)
    console.log(row('GET /healthz (anchor)', health))
    console.log(row('POST /api/census/RecordHit', hits))
    console.log(
      `ratio RecordHit / healthz: ${(hits.requests.average / health.requests.average).toFixed(2)} (goal ≥ 0.50)` +
        `   accepted ${ok}, stored ${stored}, failures ${hits.non2xx + hits.errors + hits.timeouts}`,
    )
    const rowsPerSecond = stored / seconds
    console.log(
      `not yet written when the load stopped (lost on kill -9): ${stored - written} rows = ` +
        `${((stored - written) / rowsPerSecond).toFixed(2)} s of this traffic\n`,
    )
  } catch (error) {
    child.send('stop')
    throw error
  }
}

if (process.argv.includes('--serve')) {
  void serve(process.argv[process.argv.indexOf('--serve') + 1] ?? 'sqlite')
} else {
  await measure('sqlite')
  if (postgresUrl !== undefined && postgresUrl !== '') await measure('postgres')
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
}
