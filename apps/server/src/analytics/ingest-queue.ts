import { CompiledQuery } from 'kysely'
import type { Insertable } from 'kysely'
import type { AnalyticsEventsTable } from '../storage/tables/analytics-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { createErrorFolds } from './error-folds.js'
import { errorFoldWindowMs } from './ingest-limits.js'
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
  'occurrences',
] as const satisfies ReadonlyArray<keyof AnalyticsEventRow>

interface Batch {
  rows: AnalyticsEventRow[]
  written: Promise<void>
  finish: () => void
}

export interface IngestQueueOptions {
  /** Rows written per INSERT; a full batch is written at once. */
  batchSize?: number
  flushEveryMs?: number
  /** Rows held at most; beyond it new rows are dropped (and counted) rather than growing memory. */
  maxQueued?: number
  /** How long a hit waits for room when the bound is reached before it is dropped. */
  maxWaitMs?: number
  /** Batches being written at once (the writer thread's inbox, PostgreSQL pool connections). */
  parallelWrites?: number
  onError?: (error: unknown, lost: number) => void
  /** SQLite: write on the event loop instead of the writer thread (tests of the fallback). */
  inThread?: boolean
  /** Identical errors within this window fold into one row (`error-folds.ts`). */
  foldWindowMs?: number
  /** Tests: awaited before each batch is written, to hold the writer back. */
  beforeWrite?: () => Promise<void>
  /** Tests: the clock of the error folds. */
  now?: () => number
}

/** How `enqueue` treats a hit's rows beyond the bound. */
export interface EnqueueOptions {
  /**
   * Asked once per row that would be a new stored error or named event (after folding); false
   * leaves the row out (the site's daily cap, `site-day-caps.ts`).
   */
  admit?: (row: AnalyticsEventRow) => boolean
}

/**
 * Ingestion never writes per request: hits join this in-memory queue, cut into batches of 500 rows
 * at the latest a second after they arrived and written at once. On `kill -9` the rows not yet
 * written are lost: about a second of traffic while the writer keeps up, and never more than
 * `maxQueued` rows, which counts the batches being written too (README).
 */
export function createIngestQueue(storage: Storage, options: IngestQueueOptions = {}) {
  const batchSize = options.batchSize ?? 500
  const flushEveryMs = options.flushEveryMs ?? 1_000
  const maxQueued = options.maxQueued ?? 20_000
  const parallelWrites = options.parallelWrites ?? 4
  const maxWaitMs = options.maxWaitMs ?? 2_000
  const now = options.now ?? Date.now
  const folds = createErrorFolds(options.foldWindowMs ?? errorFoldWindowMs)
  let queue: AnalyticsEventRow[] = []
  // Counts the cuts, so a folded error knows whether its row is still in `queue`.
  let generation = 0
  let dropped = 0
  let refused = 0
  // Batches cut from the queue and waiting for the writer; all not yet written (waiting or being
  // written); how many are being written; their rows.
  const waiting: Batch[] = []
  const unfinished = new Set<Batch>()
  let active = 0
  let unwritten = 0
  // Hits waiting for room while the writer catches up (see `whenRoom`).
  const roomWaiters: Array<() => void> = []
  let timer: NodeJS.Timeout | undefined

  const statements = new Map<string, string>()
  // SQLite batches are written by a worker thread with its own connection (started on first use).
  let writer: Promise<BatchWriter | undefined> | undefined

  /**
   * One INSERT of many rows, its text built once per row count: Kysely's query builder would
   * build and compile an 8,500-value tree per batch, the largest cost of ingestion. A batch with
   * folded errors adds their occurrences to rows already stored under the same id.
   */
  function insertText(key: string, count: number, folded: boolean): string {
    let text = statements.get(key)
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
      if (folded) {
        const later = storage.dialect.name === 'postgres' ? 'greatest' : 'max'
        text +=
          ' ON CONFLICT (id) DO UPDATE SET occurrences = analytics_events.occurrences + excluded.occurrences,' +
          ` at = ${later}(analytics_events.at, excluded.at)`
      }
      statements.set(key, text)
    }
    return text
  }

  async function writeBatch(rows: AnalyticsEventRow[]): Promise<void> {
    try {
      await options.beforeWrite?.()
      const parameters: unknown[] = []
      let folded = false
      for (const row of rows) {
        for (const column of eventColumns) parameters.push(row[column] ?? '')
        // `occurrences`, the last column: 1 unless the row is a folded error.
        if (row.occurrences === undefined) parameters[parameters.length - 1] = 1
        else folded = true
      }
      const key = `${rows.length}${folded ? '+' : ''}`
      const text = insertText(key, rows.length, folded)
      writer ??= options.inThread ? Promise.resolve(undefined) : sqliteBatchWriter(storage)
      const threaded = await writer
      if (threaded !== undefined) await threaded.write(text, key, parameters)
      else await storage.db.executeQuery(CompiledQuery.raw(text, parameters))
    } catch (error) {
      options.onError?.(error, rows.length)
    }
  }

  /**
   * Cuts the queue into batches for the writer, which gets them as soon as they are cut, up to
   * `parallelWrites` at a time: waiting for each answer before sending the next let a busy event
   * loop starve the writer (it sat idle while the backlog grew to seconds of traffic).
   */
  function cut(): void {
    const rows = queue
    queue = []
    generation += 1
    for (let start = 0; start < rows.length; start += batchSize) {
      let finish = () => {}
      const written = new Promise<void>((resolve) => (finish = resolve))
      const batch = { rows: rows.slice(start, start + batchSize), written, finish }
      waiting.push(batch)
      unfinished.add(batch)
    }
    unwritten += rows.length
    pump()
  }

  /** Writes everything queued so far; resolves once every batch cut until now is written. */
  async function flush(): Promise<void> {
    cut()
    await Promise.all(Array.from(unfinished, (batch) => batch.written))
  }

  function pump(): void {
    while (active < parallelWrites && waiting.length > 0) {
      const batch = waiting.shift() as Batch
      active += 1
      void writeBatch(batch.rows).finally(() => {
        active -= 1
        unwritten -= batch.rows.length
        unfinished.delete(batch)
        batch.finish()
        // Each woken hit will add a few rows: wake only as many as the room holds.
        let woken = 0
        while (roomWaiters.length > 0 && queue.length + unwritten + woken * 3 < maxQueued) {
          roomWaiters.shift()?.()
          woken += 1
        }
        pump()
      })
    }
  }

  function hasRoom(): boolean {
    return queue.length + unwritten < maxQueued
  }

  function schedule(): void {
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      cut()
    }, flushEveryMs)
    // Pending analytics alone never keep a process alive; `close` flushes on shutdown.
    timer.unref()
  }

  /**
   * Undefined while there is room; when the bound is reached (a writer stalled by a checkpoint
   * or a busy database), a promise that resolves once a batch is written or after `maxWaitMs`:
   * the hit waits instead of being dropped, and only a writer stalled that long loses hits.
   */
  function whenRoom(): Promise<void> | undefined {
    if (hasRoom()) return undefined
    return new Promise<void>((resolve) => {
      const timeout = setTimeout(() => {
        const index = roomWaiters.indexOf(done)
        if (index !== -1) roomWaiters.splice(index, 1)
        resolve()
      }, maxWaitMs)
      const done = () => {
        clearTimeout(timeout)
        resolve()
      }
      roomWaiters.push(done)
    })
  }

  function push(row: AnalyticsEventRow): boolean {
    // The bound counts every row not yet written, so memory and a `kill -9` lose at most this.
    if (queue.length + unwritten >= maxQueued) {
      dropped += 1
      return false
    }
    queue.push(row)
    if (queue.length >= batchSize) cut()
    else schedule()
    return true
  }

  /**
   * One hit's rows: errors fold into a queued row of the same error, new errors and named events
   * pass `admit` (the site's daily cap), and the rest is pushed. Answers how many were taken.
   */
  function take(rows: readonly AnalyticsEventRow[], admit?: EnqueueOptions['admit']): number {
    let taken = 0
    for (const row of rows) {
      let next = row
      let fresh = true
      if (row.kind === 'error') {
        const fold = folds.fold(row, now(), generation)
        if (fold === undefined) {
          taken += 1
          continue
        }
        next = fold.row
        fresh = fold.fresh
      }
      if (fresh && admit !== undefined && !admit(next)) {
        refused += 1
        if (next !== row) folds.forget(next.id)
        continue
      }
      if (push(next)) taken += 1
      else if (next !== row) folds.forget(next.id)
    }
    return taken
  }

  return {
    push,
    whenRoom,
    /**
     * Queues one hit's rows. When the bound is reached the hit first waits for room (up to
     * `maxWaitMs`, see `whenRoom`); rows that still find none are dropped and counted.
     */
    enqueue(
      rows: readonly AnalyticsEventRow[],
      enqueueOptions: EnqueueOptions = {},
    ): number | Promise<number> {
      // Synchronous while there is room: the page-view path gains no promise.
      const room = whenRoom()
      if (room === undefined) return take(rows, enqueueOptions.admit)
      return room.then(() => take(rows, enqueueOptions.admit))
    },
    flush,
    get size(): number {
      return queue.length
    },
    get dropped(): number {
      return dropped
    },
    /** Rows held: queued, and cut but not yet written; never more than the bound. */
    get held(): number {
      return queue.length + unwritten
    },
    /** Rows left out by `admit` (the sites' daily caps). */
    get refused(): number {
      return refused
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
