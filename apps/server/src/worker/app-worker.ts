import type { FastifyInstance } from 'fastify'
import { createWorkerRegistry } from './worker-registry.js'
import type { WorkerRegistry, WorkerStep } from './worker-registry.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's background steps; areas add theirs with `registerWorkerStep`. */
    atelierWorker: WorkerRegistry
  }
}

export interface AppWorkerOptions {
  env: NodeJS.ProcessEnv
  now: () => Date
  pollMs?: number
  /** True for a failure already told elsewhere (the database being away): not logged per step. */
  quietError?: (error: unknown) => boolean
}

/** `ATELIER_WORKER=0` (or `false`, `off`) leaves the steps to a separate `atelier worker`. */
export function workerRunsInServer(env: NodeJS.ProcessEnv): boolean {
  const flag = env.ATELIER_WORKER?.trim()
  return flag !== '0' && flag !== 'false' && flag !== 'off'
}

/**
 * Gives the app its worker registry (before the areas register their steps) and runs it once the
 * server listens — never under `inject`, so tests drive `tick` themselves. Closing the app waits
 * for a step in progress.
 */
export function installAppWorker(app: FastifyInstance, options: AppWorkerOptions): WorkerRegistry {
  const worker = createWorkerRegistry({
    now: options.now,
    pollMs: options.pollMs,
    onError: (error, step) => {
      if (options.quietError?.(error) !== true)
        app.log.error({ err: error, step }, 'worker step failed')
    },
  })
  app.decorate('atelierWorker', worker)
  if (workerRunsInServer(options.env)) {
    app.addHook('onListen', async () => {
      worker.start()
    })
  }
  app.addHook('onClose', async () => {
    await worker.stop()
  })
  return worker
}

/**
 * How an area adds background work, from its route plugin:
 * `registerWorkerStep(app, { name: 'renewals', intervalMs: 60_000, run: (now) => renewDue(now) })`.
 * The step runs in the server process or in `atelier worker`, whichever runs the loop.
 */
export function registerWorkerStep(app: FastifyInstance, step: WorkerStep): void {
  app.atelierWorker.register(step)
}
