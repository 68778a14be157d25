import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { AtelierError } from './errors/atelier-error.js'
import { prepareInstallation } from './prepare-installation.js'

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
  await app.listen({ port: config.port, host: config.host })

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
