import { describe, expect, it } from 'vitest'
import { createWorkerRegistry } from './worker-registry.js'

const t0 = Date.parse('2026-11-21T10:00:00.000Z')
const at = (ms: number) => new Date(t0 + ms)

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('worker registry', () => {
  it('runs each step when its interval has passed since its last start', async () => {
    const runs: string[] = []
    const worker = createWorkerRegistry({ now: () => at(0), onError: () => undefined })
    worker.register({ name: 'mail', intervalMs: 2_000, run: async () => runs.push('mail') })
    worker.register({ name: 'publish', intervalMs: 60_000, run: async () => runs.push('publish') })

    await worker.tick(at(0))
    await worker.tick(at(1_999))
    await worker.tick(at(2_000))
    await worker.tick(at(60_000))

    expect(runs).toEqual(['mail', 'publish', 'mail', 'mail', 'publish'])
    expect(worker.stepNames()).toEqual(['mail', 'publish'])
  })

  it('reports a failing step with its name and keeps running it and the others', async () => {
    const errors: [unknown, string][] = []
    const runs: string[] = []
    const worker = createWorkerRegistry({
      now: () => at(0),
      onError: (error, step) => errors.push([error, step]),
    })
    const failure = new Error('SMTP server away')
    worker.register({
      name: 'renewals',
      intervalMs: 1_000,
      run: async () => {
        runs.push('renewals')
        throw failure
      },
    })
    worker.register({ name: 'mail', intervalMs: 1_000, run: async () => runs.push('mail') })

    expect(await worker.tick(at(0))).toEqual([
      { name: 'renewals', ok: false, error: failure },
      { name: 'mail', ok: true },
    ])
    await worker.tick(at(1_000))

    expect(runs).toEqual(['renewals', 'mail', 'renewals', 'mail'])
    expect(errors).toEqual([
      [failure, 'renewals'],
      [failure, 'renewals'],
    ])
  })

  it('never starts a step again while it is still running', async () => {
    const slow = deferred()
    let starts = 0
    const worker = createWorkerRegistry({ now: () => at(0), onError: () => undefined })
    worker.register({
      name: 'images',
      intervalMs: 10,
      run: async () => {
        starts += 1
        await slow.promise
      },
    })
    const first = worker.tick(at(0))
    await worker.tick(at(50))
    expect(starts).toBe(1)
    slow.resolve()
    await first
    await worker.tick(at(100))
    expect(starts).toBe(2)
  })

  it('polls on its own once started, and stop waits for the step in progress', async () => {
    const gate = deferred()
    const events: string[] = []
    const worker = createWorkerRegistry({
      now: () => new Date(),
      onError: () => undefined,
      pollMs: 5,
    })
    worker.register({
      name: 'publish',
      intervalMs: 0,
      run: async () => {
        events.push('start')
        await gate.promise
        events.push('end')
      },
    })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(events).toEqual(['start'])

    let stopped = false
    const stopping = worker.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(stopped).toBe(false)

    gate.resolve()
    await stopping
    expect(events).toEqual(['start', 'end'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toEqual(['start', 'end'])
  })

  it('refuses two steps with one name', () => {
    const worker = createWorkerRegistry({ now: () => at(0), onError: () => undefined })
    const step = { name: 'mail', intervalMs: 1, run: async () => undefined }
    worker.register(step)
    expect(() => worker.register(step)).toThrow('A worker step named mail already exists')
  })
})
