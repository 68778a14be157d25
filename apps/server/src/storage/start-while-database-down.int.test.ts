import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresTestUrl } from '../testing/describe-each-dialect.js'
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js'
import { startRetryMs } from './migrate-when-reachable.js'

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url))

function healthz(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      .on('error', reject)
  })
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

// The real entry point (main.ts, which opens DATABASE_URL and migrates) started while PostgreSQL
// cannot be reached: it waits instead of exiting, and starts once the database answers.
describe.skipIf(postgresTestUrl() === undefined)(
  'a server started while PostgreSQL is down',
  () => {
    const url = postgresTestUrl() as string
    const database = `atelier_start_${Date.now().toString(36)}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-start-down-'))
    let proxy: TcpProxy | undefined
    let child: ChildProcess | undefined

    afterAll(async () => {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child?.once('exit', resolve))
        child.kill('SIGKILL')
        await exited
      }
      await proxy?.close()
      await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('waits, says so once, and starts when the database answers', async () => {
      await admin(url, (client) => client.query(`CREATE DATABASE ${database}`))
      const target = new URL(url)
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      proxy.cut()
      const throughProxy = new URL(url)
      throughProxy.host = `127.0.0.1:${proxy.port}`
      throughProxy.pathname = `/${database}`

      child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainScript], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: throughProxy.toString(),
          SEED_DEMO: '0',
          ATELIER_WORKER: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let log = ''
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
      const started = new Promise<number>((resolve, reject) => {
        const poll = setInterval(() => {
          const port = /Atelier is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[1]
          if (port !== undefined) {
            clearInterval(poll)
            resolve(Number(port))
          }
        }, 50)
        child?.once('exit', (code) => {
          clearInterval(poll)
          reject(new Error(`the server exited (${code}):\n${log}`))
        })
      })

      // The database away: the process says once that it waits, then keeps waiting (two more retry
      // periods) without exiting or saying it again.
      await expect
        .poll(() => log.match(/database unreachable at start/g)?.length ?? 0, { timeout: 60_000 })
        .toBe(1)
      const waited = await Promise.race([
        started.then(() => 'started'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 2 * startRetryMs + 500)),
      ])
      expect(waited).toBe('waiting')
      expect(child.exitCode).toBeNull()
      expect(log.match(/database unreachable at start/g)).toHaveLength(1)

      proxy.restore()
      const port = await started
      expect(log).toContain('database reachable: starting')
      expect(await healthz(port)).toBe(200)
    }, 90_000)
  },
)
