import type { Insertable } from 'kysely'
import type { AnalyticsEventsTable } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'

export type AnalyticsEventRow = Insertable<AnalyticsEventsTable>

export interface IngestQueueOptions {
  /** Rows written per INSERT; a full batch is written at once. */
  batchSize?: number
  flushEveryMs?: number
  /** Rows held at most; beyond it new rows are dropped (and counted) rather than growing memory. */
  maxQueued?: number
  onError?: (error: unknown, lost: number) => void
}

/**
 * Ingestion never writes per request: hits join this in-memory queue, which is written in batches
 * of 500 rows, at the latest a second after they arrived. On `kill -9` the rows still queued are
 * lost: at most one second of traffic, and never more than `maxQueued` rows (README).
 */
export function createIngestQueue(storage: Storage, options: IngestQueueOptions = {}) {
  const batchSize = options.batchSize ?? 500
  const flushEveryMs = options.flushEveryMs ?? 1_000
  const maxQueued = options.maxQueued ?? 20_000
  let queue: AnalyticsEventRow[] = []
  let dropped = 0
  let writing: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  async function writeBatch(rows: AnalyticsEventRow[]): Promise<void> {
    try {
      await storage.db.insertInto('analyticsEvents').values(rows).execute()
    } catch (error) {
      options.onError?.(error, rows.length)
    }
  }

  /** Writes everything queued so far; batches are written one after another. */
  function flush(): Promise<void> {
    const rows = queue
    queue = []
    writing = writing.then(async () => {
      for (let start = 0; start < rows.length; start += batchSize) {
        await writeBatch(rows.slice(start, start + batchSize))
      }
    })
    return writing
  }

  function schedule(): void {
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      void flush()
    }, flushEveryMs)
    // Pending analytics alone never keep a process alive; `close` flushes on shutdown.
    timer.unref()
  }

  return {
    push(row: AnalyticsEventRow): boolean {
      if (queue.length >= maxQueued) {
        dropped += 1
        return false
      }
      queue.push(row)
      if (queue.length >= batchSize) void flush()
      else schedule()
      return true
    },
    flush,
    get size(): number {
      return queue.length
    },
    get dropped(): number {
      return dropped
    },
    async close(): Promise<void> {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      await flush()
    },
  }
}

export type IngestQueue = ReturnType<typeof createIngestQueue>
