import type { Kysely } from 'kysely'
import { mailSettingsFrom, transportFor } from './mail-settings.js'
import type { MailTransport } from './mail-transport.js'
import type { Database } from '../storage/database.js'
import { createMailWorker } from './mail-worker.js'
import type { WorkerStep } from '../worker/worker-registry.js'

export interface OutboxMailStepOptions {
  db: Kysely<Database>
  dataDir: string
  env: NodeJS.ProcessEnv
  log: { warn(details: object, message: string): void }
  transport?: MailTransport
  intervalMs?: number
}

/** The worker step that delivers the outbox: every 2 s by default. */
export function outboxMailStep(options: OutboxMailStepOptions): WorkerStep {
  const worker = createMailWorker({
    db: options.db,
    transport: options.transport ?? transportFor(mailSettingsFrom(options.env), options.dataDir),
    onError: (error, mailId) => options.log.warn({ err: error, mailId }, 'mail delivery failed'),
  })
  return {
    name: 'outbox-mail',
    intervalMs: options.intervalMs ?? 2_000,
    run: (now) => worker.tick(now),
  }
}
