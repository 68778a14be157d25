import type { Kysely } from 'kysely'
import type { MailTransport } from './mail-transport.js'
import { claimDueMail, markAttemptFailed, markSent } from './outbox-queries.js'
import { retryDelayMs } from './retry-delay.js'
import type { Database } from '../storage/database.js'

export interface TickResult {
  sent: number
  failed: number
}

export interface MailWorker {
  /** Delivers the mails due at `now`; safe to run in several processes at once. */
  tick(now: Date): Promise<TickResult>
}

export interface MailWorkerOptions {
  db: Kysely<Database>
  transport: MailTransport
  /** How long a claim holds before another worker may retry the mail (a crash mid-delivery). */
  leaseMs?: number
  batchSize?: number
  onError?: (error: unknown, mailId: string) => void
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const batchSize = options.batchSize ?? 20
  return {
    async tick(now) {
      const result: TickResult = { sent: 0, failed: 0 }
      const claimed = await claimDueMail(options.db, now, leaseMs, batchSize)
      for (const mail of claimed) {
        try {
          await options.transport.deliver(mail.id, mail.message)
        } catch (error) {
          options.onError?.(error, mail.id)
          const delay = retryDelayMs(mail.attempts)
          const next = delay === undefined ? undefined : new Date(now.getTime() + delay)
          await markAttemptFailed(options.db, mail, errorText(error), next)
          result.failed += 1
          continue
        }
        // Marked sent only after delivery: a crash in between means a retry, never a lost mail.
        await markSent(options.db, mail, now)
        result.sent += 1
      }
      return result
    },
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
