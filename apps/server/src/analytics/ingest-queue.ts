import { CompiledQuery } from 'kysely'
import type { Insertable } from 'kysely'
import type { AnalyticsEventsTable } from '../storage/tables/analytics-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { sqliteBatchWriter } from './sqlite-batch-writer.js'
import type { BatchWriter } from './sqlite-batch-writer.js'

export type AnalyticsEventRow = Insertable<AnalyticsEventsTable>

const eventColumns = [
  'id',
  'websiteId',
  'at',
  'day',
  'kind',
  'name',
  'visitorHash',
  'sessionId',
  'path',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'browser',
  'value',
  'data',
  'experiments',
] as const satisfies ReadonlyArray<keyof AnalyticsEventRow>

export interface IngestQueueOptions {
  /** Rows written per INSERT; a full batch is written at once. */
  batchSize?: number
  flushEveryMs?: number
  /** Rows held at most; beyond it new rows are dropped (and counted) rather than growing memory. */
  maxQueued?: number
  onError?: (error: unknown, lost: number) => void
  /** SQLite: write on the event loop instead of the writer thread (tests of the fallback). */
  inThread?: boolean
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

  const statements = new Map<number, string>()
  // SQLite batches are written by a worker thread with its own connection (started on first use).
  let writer: Promise<BatchWriter | undefined> | undefined

  /**
   * One INSERT of many rows, its text built once per row count: Kysely's query builder would
   * build and compile an 8,500-value tree per batch, the largest cost of ingestion.
   */
  function insertText(count: number): string {
    let text = statements.get(count)
    if (text === undefined) {
      let parameter = 0
      const placeholder = () =>
        storage.dialect.name === 'postgres' ? `$${++parameter}` : (parameter++, '?')
      const tuples = Array.from(
        { length: count },
        () => `(${eventColumns.map(placeholder).join(', ')})`,
      )
      text = `INSERT INTO analytics_events (${eventColumns
        .map((column) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
        .join(', ')}) VALUES ${tuples.join(', ')}`
      statements.set(count, text)
    }
    return text
  }

  async function writeBatch(rows: AnalyticsEventRow[]): Promise<void> {
    try {
      const parameters: unknown[] = []
      for (const row of rows) for (const column of eventColumns) parameters.push(row[column] ?? '')
      const text = insertText(rows.length)
      writer ??= options.inThread ? Promise.resolve(undefined) : sqliteBatchWriter(storage)
      const threaded = await writer
      if (threaded !== undefined) await threaded.write(text, rows.length, parameters)
      else await storage.db.executeQuery(CompiledQuery.raw(text, parameters))
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
      await (await writer)?.close()
      writer = undefined
    },
  }
}

export type IngestQueue = ReturnType<typeof createIngestQueue>
