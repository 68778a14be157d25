/**
 * Shared pieces of the serving benchmarks: start Atelier (SQLite in a temp dir, or a fresh
 * PostgreSQL database), wait for it, and measure a URL with autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p99: number; average: number }
  non2xx: number
  errors: number
}
export type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface Measured {
  name: string
  rps: number
  p99: number
  failures: number
}

/** A short warm-up fills the caches and the JIT before the measured run. */
export async function measure(
  name: string,
  options: Record<string, unknown>,
  duration: number,
): Promise<Measured> {
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration })
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  }
}

/**
 * Measures targets in turn, `rounds` times over, and keeps each one's median round: on a shared
 * machine the load changes within seconds, and alternating lets every target see the same load.
 */
export async function measureAlternating(
  targets: { name: string; options: Record<string, unknown> }[],
  duration: number,
  rounds: number,
): Promise<Measured[]> {
  for (const target of targets) await autocannon({ ...target.options, duration: 2 })
  const results: AutocannonResult[][] = targets.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries())
      results[index]?.push(await autocannon({ ...target.options, duration }))
  }
  return targets.map((target, index) => {
    const runs = [...(results[index] ?? [])].sort(
      (left, right) => left.requests.average - right.requests.average,
    )
    const median = runs[Math.floor(runs.length / 2)] as AutocannonResult
    return {
      name: target.name,
      rps: median.requests.average,
      p99: median.latency.p99,
      failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    }
  })
}

export async function waitForUrl(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer`)
}

/** A database for one benchmark run: SQLite in the data dir, or a new PostgreSQL database. */
export interface BenchDatabase {
  label: string
  env: Record<string, string>
  drop(): Promise<void>
}

export async function sqliteDatabase(): Promise<BenchDatabase> {
  return { label: 'SQLite', env: {}, drop: async () => {} }
}

/** `adminUrl` points at any database of the cluster; a fresh `atelier_bench_*` one is made. */
export async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `atelier_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export interface RunningServer {
  base: string
  child: ChildProcess
  dataDir: string
}

/** Starts `apps/server/src/main.ts` with the demo site; `dataDir` may be shared by several. */
export async function startAtelier(
  port: number,
  database: BenchDatabase,
  options: { dataDir?: string; worker?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...database.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_DEMO: '1',
        ATELIER_WORKER: options.worker === false ? '0' : '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/healthz`)
  return { base, child, dataDir }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export async function stopAtelier(server: RunningServer, removeData = true): Promise<void> {
  await stopProcess(server.child)
  if (removeData) rmSync(server.dataDir, { recursive: true, force: true })
}
