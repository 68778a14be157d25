import type { FastifyBaseLogger } from 'fastify'
import { isDatabaseUnavailable } from './database-availability.js'
import type { Storage } from './open-storage.js'
import { runMigrations } from './run-migrations.js'

export const startRetryMs = 2_000

/**
 * Brings the schema up to date, waiting for the database when it cannot be reached at start (a
 * PostgreSQL still starting, restarting or failing over): the process stays up, says once that it
 * waits and once that the database answered, and retries every `retryMs`. Any other failure (a
 * migration that is wrong) still stops the start.
 */
export async function migrateWhenReachable(
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  retryMs = startRetryMs,
): Promise<string[]> {
  let waiting = false
  for (;;) {
    try {
      const applied = await runMigrations(storage)
      if (waiting) log.info('database reachable: starting')
      return applied
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      if (!waiting) {
        log.warn(
          { err: error },
          `database unreachable at start: retrying every ${retryMs / 1000} s until it answers`,
        )
        waiting = true
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
}
