/**
 * Page-serving benchmark: the demo site's home and product pages at 32 connections (autocannon),
 * on SQLite and, when BENCH_PG_URL (or TEST_DATABASE_URL) names a PostgreSQL cluster, on a fresh
 * PostgreSQL database too. Each page is asked for twice: without compression (as autocannon asks by
 * default) and with `accept-encoding: br, gzip` (as every browser asks, answered brotli-compressed).
 * Anchor, measured in the same run: a separate bare `node:http` process answering the same bytes
 * from memory — the same compressed bytes to a request that accepts them — the physical limit of
 * Node on this machine.
 *
 *   npx tsx bench/page-serving.ts            (DURATION=5 s per round, ROUNDS=3 alternating rounds)
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/page-serving.ts
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
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
const browserEncoding = { 'accept-encoding': 'br, gzip' }

/** A page's answer as sent, body bytes not decoded (fetch would decompress them). */
function capture(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), headers: response.headers }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

async function run(database: BenchDatabase): Promise<void> {
  const server = await startAtelier(port, database)
  const captureDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bare-'))
  const bare = { child: undefined as ReturnType<typeof spawn> | undefined }
  try {
    const pages: Record<
      string,
      { file: string; contentType: string; etag: string; brFile: string }
    > = {}
    const sizes: Record<string, number> = {}
    for (const [name, pagePath] of [
      ['home', '/'],
      ['product', productPath],
    ] as const) {
      const plain = await capture(`${server.base}${pagePath}`)
      // The page cache compresses a page once, in the background, after its first answer.
      let compressed = await capture(`${server.base}${pagePath}`, browserEncoding)
      for (let tries = 0; compressed.headers['content-encoding'] !== 'br' && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        compressed = await capture(`${server.base}${pagePath}`, browserEncoding)
      }
      if (compressed.headers['content-encoding'] !== 'br') {
        throw new Error(`${pagePath} did not come brotli-compressed to a browser's request`)
      }
      const file = path.join(captureDir, `${name}.html`)
      const brFile = path.join(captureDir, `${name}.html.br`)
      writeFileSync(file, plain.body)
      writeFileSync(brFile, compressed.body)
      sizes[name] = plain.body.length
      sizes[`${name} br`] = compressed.body.length
      pages[pagePath] = {
        file,
        brFile,
        contentType: plain.headers['content-type'] ?? 'text/html',
        etag: plain.headers.etag ?? '""',
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
    for (const [name, pagePath, headers] of [
      ['home page', '/', {}],
      ['home page, br', '/', browserEncoding],
      ['product page', productPath, {}],
      ['product page, br', productPath, browserEncoding],
    ] as const) {
      const [page, anchor] = await measureAlternating(
        [
          { name, options: { url: `${server.base}${pagePath}`, connections, headers } },
          {
            name: 'bare node:http',
            options: { url: `${bareBase}${pagePath}`, connections, headers },
          },
        ],
        duration,
        rounds,
      )
      rows.push([page as Measured, anchor as Measured])
    }

    console.log(
      `\n${database.label}: ${connections} connections, median of ${rounds} alternating rounds of ${duration} s; home ${sizes.home} bytes (br ${sizes['home br']}), product ${sizes.product} bytes (br ${sizes['product br']})\n`,
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
