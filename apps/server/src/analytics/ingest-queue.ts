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
  let queue: AnalyticsEventRow[] = []
  let dropped = 0
  // Batches cut from the queue and waiting for the writer; all not yet written (waiting or being
  // written); how many are being written; their rows.
  const waiting: Batch[] = []
  const unfinished = new Set<Batch>()
  let active = 0
  let unwritten = 0
  // Hits waiting for room while the writer catches up (see `whenRoom`).
  const roomWaiters: Array<() => void> = []
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

  /**
   * Cuts the queue into batches for the writer, which gets them as soon as they are cut, up to
   * `parallelWrites` at a time: waiting for each answer before sending the next let a busy event
   * loop starve the writer (it sat idle while the backlog grew to seconds of traffic).
   */
  function cut(): void {
    const rows = queue
    queue = []
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

  return {
    push(row: AnalyticsEventRow): boolean {
      // The bound counts every row not yet written, so memory and a `kill -9` lose at most this.
      if (queue.length + unwritten >= maxQueued) {
        dropped += 1
        return false
      }
      queue.push(row)
      if (queue.length >= batchSize) cut()
      else schedule()
      return true
    },
    /**
     * Undefined while there is room; when the bound is reached (a writer stalled by a checkpoint
     * or a busy database), a promise that resolves once a batch is written or after `maxWaitMs`:
     * the hit waits instead of being dropped, and only a writer stalled that long loses hits.
     */
    whenRoom(): Promise<void> | undefined {
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
