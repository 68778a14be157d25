/**
 * Page-serving benchmark: the demo site's home and product pages at 32 connections (autocannon),
 * on SQLite and, when BENCH_PG_URL (or TEST_DATABASE_URL) names a PostgreSQL cluster, on a fresh
 * PostgreSQL database too. Anchor, measured in the same run: a separate bare `node:http` process
 * answering the same bytes from memory — the physical limit of Node on this machine.
 *
 *   npx tsx bench/page-serving.ts            (DURATION=5 s per round, ROUNDS=3 alternating rounds)
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/page-serving.ts
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  measureAlternating,
  postgresDatabase,
  root,
  sqliteDatabase,
  startAtelier,
  stopAtelier,
  stopProcess,
  waitForUrl,
  type BenchDatabase,
  type Measured,
} from './bench-server.js'

const port = Number(process.env.BENCH_PORT ?? 3990)
const barePort = port + 1
const duration = Number(process.env.DURATION ?? 5)
const rounds = Number(process.env.ROUNDS ?? 3)
const connections = 32
const productPath = '/shop/speckled-stoneware-mug'
const pgUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL

async function run(database: BenchDatabase): Promise<void> {
  const server = await startAtelier(port, database)
  const captureDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bare-'))
  const bare = { child: undefined as ReturnType<typeof spawn> | undefined }
  try {
    const pages: Record<string, { file: string; contentType: string; etag: string }> = {}
    const sizes: Record<string, number> = {}
    for (const [name, pagePath] of [
      ['home', '/'],
      ['product', productPath],
    ] as const) {
      const response = await fetch(`${server.base}${pagePath}`)
      const body = Buffer.from(await response.arrayBuffer())
      const file = path.join(captureDir, `${name}.html`)
      writeFileSync(file, body)
      sizes[name] = body.length
      pages[pagePath] = {
        file,
        contentType: response.headers.get('content-type') ?? 'text/html',
        etag: response.headers.get('etag') ?? '""',
      }
    }
    const pagesFile = path.join(captureDir, 'pages.json')
    writeFileSync(pagesFile, JSON.stringify(pages))
    bare.child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/bare-node-server.ts', String(barePort), pagesFile],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    const bareBase = `http://127.0.0.1:${barePort}`
    await waitForUrl(`${bareBase}/`)

    // Each page alternates with its anchor, round after round, so both see the same machine load.
    const rows: [Measured, Measured][] = []
    for (const [name, pagePath] of [
      ['home page', '/'],
      ['product page', productPath],
    ] as const) {
      const [page, anchor] = await measureAlternating(
        [
          { name, options: { url: `${server.base}${pagePath}`, connections } },
          { name: 'bare node:http', options: { url: `${bareBase}${pagePath}`, connections } },
        ],
        duration,
        rounds,
      )
      rows.push([page as Measured, anchor as Measured])
    }

    console.log(
      `\n${database.label}: ${connections} connections, median of ${rounds} alternating rounds of ${duration} s; home ${sizes.home} bytes, product ${sizes.product} bytes\n`,
    )
    console.log('| target | requests/s | p99 (ms) | bare node:http req/s | vs bare | failures |')
    console.log('|---|---:|---:|---:|---:|---:|')
    let met = true
    for (const [page, anchor] of rows) {
      const ratio = page.rps / anchor.rps
      met &&= ratio >= 0.5 && page.p99 < 15 && page.failures === 0
      console.log(
        `| ${page.name} | ${page.rps.toFixed(0)} | ${page.p99} | ${anchor.rps.toFixed(0)} (p99 ${anchor.p99}) | ${(ratio * 100).toFixed(0)}% | ${page.failures + anchor.failures} |`,
      )
    }
    console.log(`\nGoal (≥ 50% of bare node:http, p99 < 15 ms): ${met ? 'met' : 'not met'}`)
  } finally {
    if (bare.child) await stopProcess(bare.child)
    await stopAtelier(server)
    rmSync(captureDir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  await run(await sqliteDatabase())
  if (pgUrl !== undefined) {
    const database = await postgresDatabase(pgUrl)
    try {
      await run(database)
    } finally {
      await database.drop()
    }
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_PG_URL or TEST_DATABASE_URL)')
  }
}

await main()
