import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { setServerPortForLinks } from './mail/site-base-url.js'
import { AtelierError } from './errors/atelier-error.js'
import { needsFirstOwner } from './people/first-owner.js'
import { prepareInstallation } from './prepare-installation.js'
import { startLine } from './start-line.js'
import { workerRunsInServer } from './worker/app-worker.js'

const forcedExitAfterMs = 15_000

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof AtelierError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const app = await buildApp(config)
  await prepareInstallation(app.atelier, app.log)
  // Fastify's own "Server listening at" lines (one per network interface) give way to the one
  // start line below.
  const level = app.log.level
  app.log.level = 'warn'
  try {
    await app.listen({ port: config.port, host: config.host })
  } finally {
    app.log.level = level
  }
  const address = app.server.address()
  if (typeof address === 'object' && address !== null) setServerPortForLinks(address.port)
  app.log.info(
    startLine({
      port: typeof address === 'object' && address !== null ? address.port : config.port,
      config,
      worker: workerRunsInServer(process.env),
      ownerNeeded: await needsFirstOwner(app.atelier.storage),
    }),
  )

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now')
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // Requests in flight finish, then the database closes (an onClose hook); a hung one cannot
    // keep the process alive forever.
    setTimeout(() => process.exit(1), forcedExitAfterMs).unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
