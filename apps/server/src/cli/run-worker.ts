import type { AppServices } from '../app-services.js'
import type { buildApp } from '../app.js'
import type { CliIo } from './run-cli.js'

/** `buildApp` of `app.ts`, passed in by `cli.ts`: the app is the root that imports every area. */
export type BuildApp = typeof buildApp

/**
 * `atelier worker`: the app's background steps without serving HTTP, for installations that run
 * their servers with `ATELIER_WORKER=0`. The app is built (not listened on) so every area registers
 * its steps exactly as it does in the server. Runs until `stop` aborts, or SIGINT/SIGTERM without
 * one, then waits for the steps in progress.
 */
export async function runWorker(
  buildApp: BuildApp,
  services: AppServices,
  io: CliIo,
  stop?: AbortSignal,
): Promise<number> {
  const app = await buildApp(services.config, { storage: services.storage, now: services.now })
  try {
    await app.ready()
    const worker = app.atelierWorker
    worker.start()
    io.out(`Worker running: ${worker.stepNames().join(', ')}`)
    await stopped(stop)
    io.out('Worker stopping after the steps in progress.')
    await worker.stop()
    return 0
  } finally {
    await app.close()
  }
}

function stopped(signal: AbortSignal | undefined): Promise<void> {
  if (signal !== undefined) {
    return signal.aborted
      ? Promise.resolve()
      : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
  }
  return new Promise((resolve) => {
    // The worker's own timer does not hold the process open (the server's sockets do that), so
    // the command keeps it alive itself until it is told to stop.
    const keepAlive = setInterval(() => undefined, 60 * 60_000)
    const done = () => {
      clearInterval(keepAlive)
      process.off('SIGINT', done)
      process.off('SIGTERM', done)
      resolve()
    }
    process.once('SIGINT', done)
    process.once('SIGTERM', done)
  })
}
