import { createHash } from 'node:crypto'
import type { AnalyticsEventRow } from './ingest-queue.js'

interface Fold {
  row: AnalyticsEventRow
  /** The queue's cut generation when the row was queued: it can grow until it is cut. */
  generation: number
}

/** Distinct errors folded per window at most; beyond it errors are queued as rows of their own. */
const maxFolds = 10_000

/**
 * Folds repeated identical errors (same site, message, file and line, on the same page) within a
 * window into one row whose `occurrences` counts them: the page stays in the key so the errors
 * panel still lists every page an error happens on. The row's id is the window's start and a
 * hash of the error, the same in every process: while the row waits in the queue a repeat adds to
 * it in place; once it was cut for writing, a repeat queues a row with the same id, which the
 * INSERT adds to the stored row (`ON CONFLICT (id) DO UPDATE`). So a page throwing in a loop
 * stores one row a minute.
 */
export function createErrorFolds(windowMs: number) {
  let window = -1
  let folds = new Map<string, Fold>()

  return {
    /**
     * The row to queue for `row`, with its fold id, and whether it would be a new stored row
     * (`fresh`); undefined when it was added to a row still queued.
     */
    fold(
      row: AnalyticsEventRow,
      now: number,
      generation: number,
    ): { row: AnalyticsEventRow; fresh: boolean } | undefined {
      const current = Math.floor(now / windowMs)
      if (current !== window) {
        window = current
        folds = new Map()
      }
      const data = JSON.parse(row.data ?? '{}') as { file?: unknown; line?: unknown }
      const key = [
        row.websiteId,
        row.path,
        row.name,
        String(data.file ?? ''),
        String(data.line ?? 0),
      ].join('\u0000')
      const id =
        Math.floor((current * windowMs) / 1000)
          .toString(16)
          .padStart(8, '0') + createHash('sha256').update(key).digest('hex').slice(0, 16)
      const known = folds.get(id)
      if (known !== undefined && known.generation === generation) {
        known.row.occurrences = (known.row.occurrences ?? 1) + 1
        known.row.at = row.at
        return undefined
      }
      if (known === undefined && folds.size >= maxFolds) return { row, fresh: true }
      const folded = { ...row, id, occurrences: 1 }
      folds.set(id, { row: folded, generation })
      return { row: folded, fresh: known === undefined }
    },
    /** Forgets a fold whose row the queue did not take (dropped at its bound). */
    forget(id: string): void {
      folds.delete(id)
    },
  }
}

export type ErrorFolds = ReturnType<typeof createErrorFolds>
