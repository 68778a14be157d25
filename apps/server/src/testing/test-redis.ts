import { spawn, type ChildProcess } from 'node:child_process'
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'vitest'

/**
 * The Redis the Redis-backed tests count in: TEST_REDIS_URL (`.ci/run` sets it), else the usual
 * local one. Tests only ever read TEST_REDIS_URL, never REDIS_URL.
 */
export function redisTestUrl(): string {
  const url = process.env.TEST_REDIS_URL
  return url === undefined || url === '' ? 'redis://127.0.0.1:6379' : url
}

/**
 * A client address no other test has used, nor (most likely) another run: Redis keeps a run's
 * counts for their whole window.
 */
export function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
}

/** Whether a Redis at `url` answers PING within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/** Whether the `redis-server` program (Debian's package) is on the PATH. */
export function redisServerInstalled(): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, 'redis-server')))
}

/**
 * A suite that needs `ready`: skipped when it is false on a developer's machine, but a failing
 * test under CI=1, so the Redis-backed tests cannot silently stop running in CI.
 */
export function describeNeeding(
  name: string,
  ready: boolean,
  missing: string,
  suite: () => void,
): void {
  if (ready) describe(name, suite)
  else if (onCi()) {
    describe(name, () => {
      it(`needs ${missing}`, () => {
        throw new Error(`CI=1 but ${missing} (.ci/run provides it)`)
      })
    })
  } else describe.skip(`${name} (needs ${missing})`, suite)
}

/** CI=1 (`.ci/run`) or CI=true (most CI services). */
function onCi(): boolean {
  const ci = process.env.CI ?? ''
  return ci !== '' && ci !== '0' && ci !== 'false'
}

/** A free TCP port on 127.0.0.1 (nobody listens on it right now). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * A `redis-server` of the test's own on a free port, which the test may stop and start again
 * (never the shared Redis). Nothing is saved to disk.
 */
export class ThrowawayRedis {
  private child: ChildProcess | undefined
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-redis-'))

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  static async start(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort())
    await redis.start()
    return redis
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      ],
      { stdio: 'ignore' },
    )
    this.child = child
    const deadline = Date.now() + 10_000
    while (!(await redisAnswers(this.url))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`redis-server did not start on port ${this.port}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Stops the server at once (SIGKILL, as a crash would) and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.child
    this.child = undefined
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as in a hang. */
  pause(): void {
    this.child?.kill('SIGSTOP')
  }

  resume(): void {
    this.child?.kill('SIGCONT')
  }

  async remove(): Promise<void> {
    await this.stop()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
