import { spawn } from 'node:child_process'
import type { ChildProcessByStdio } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const mainScript = fileURLToPath(new URL('./main.ts', import.meta.url))

/** The port from the start line, "Atelier is running at http://127.0.0.1:PORT (…)". */
function listeningPort(child: ChildProcessByStdio<null, Readable, Readable>): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const timeout = setTimeout(
      () => reject(new Error(`the server did not start:\n${seen}`)),
      60_000,
    )
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const port = /Atelier is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(seen)?.[1]
      if (port !== undefined) {
        clearTimeout(timeout)
        resolve(Number(port))
      }
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${seen}`)))
  })
}

// The process entry point on SQLite (main.ts opens the configured database itself).
describe('main.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-main-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        ATELIER_WORKER: '0',
        LOG_LEVEL: 'info',
        OWNER_EMAIL: 'owner@main.example',
        OWNER_PASSWORD: 'correct horse battery',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const port = await listeningPort(child)

      // A sign-in whose body arrives slowly: its headers are in before SIGTERM, its body after.
      const body = JSON.stringify({
        email: 'owner@main.example',
        password: 'correct horse battery',
      })
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: 'crumb=main-test-crumb-0123456789',
          'x-csrf-token': 'main-test-crumb-0123456789',
        },
      })
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.once('response', (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.once('end', () => resolve({ status: response.statusCode ?? 0, text }))
        })
        request.once('error', reject)
      })
      request.write(body.slice(0, 10))
      await new Promise((resolve) => setTimeout(resolve, 300))

      let exitedEarly = false
      void exited.then(() => (exitedEarly = true))
      child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(exitedEarly).toBe(false)
      request.end(body.slice(10))

      const answer = await answered
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.text)).toHaveProperty('xsrfToken')
      expect(await exited).toBe(0)
    } finally {
      child.kill('SIGKILL')
    }
  }, 90_000)

  it('prints one start line, with the address to open for the setup, and no warnings', async () => {
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-main-start-'))
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: freshDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        ATELIER_WORKER: '1',
        LOG_LEVEL: 'info',
        OWNER_EMAIL: '',
        OWNER_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      let seen = ''
      child.stdout.on('data', (chunk: Buffer) => (seen += chunk.toString()))
      const port = await listeningPort(child)
      // Anything a start prints comes before or right after the line; give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const lines = seen.trim().split('\n')
      expect(lines).toHaveLength(1)
      const line = JSON.parse(lines[0] ?? '') as { level: number; msg: string }
      expect(line.level).toBe(30)
      expect(line.msg).toBe(
        `Atelier is running at http://127.0.0.1:${port} (SQLite in ${path.join(freshDir, 'atelier.db')}, worker on) — open http://127.0.0.1:${port}/config to create the owner account`,
      )
      expect(errors).toBe('')
    } finally {
      child.kill('SIGTERM')
      await exited
      fs.rmSync(freshDir, { recursive: true, force: true })
    }
  }, 90_000)
})
