import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'

/**
 * The worker's code (plain CommonJS, run with `eval` so it works the same from `src` under tsx or
 * vitest and from `dist`): its own better-sqlite3 connection to the site database, one prepared
 * INSERT per statement key (its row count, and whether it folds errors), each batch in one transaction. The event loop only posts the values.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const database = new Database(workerData.file)
database.pragma('journal_mode = WAL')
database.pragma('synchronous = NORMAL')
database.pragma('busy_timeout = 5000')
// The random ids' index outgrows the default 2 MB page cache within minutes of traffic; 32 MB
// keeps its pages in memory instead of reading them back for every batch.
database.pragma('cache_size = -32000')
const statements = new Map()
parentPort.on('message', ({ id, text, key, parameters }) => {
  try {
    let statement = statements.get(key)
    if (statement === undefined) {
      statement = database.prepare(text)
      statements.set(key, statement)
    }
    statement.run(parameters)
    parentPort.postMessage({ id })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

export interface BatchWriter {
  /** `key` names the statement `text` (its row count and kind), prepared once. */
  write(text: string, key: string, parameters: unknown[]): Promise<void>
  close(): Promise<void>
}

/**
 * A worker thread that owns its own SQLite connection and writes the analytics batches, so a
 * 500-row INSERT (tens of milliseconds on a busy machine) never blocks page-view requests.
 * Undefined for PostgreSQL (its driver already writes off the event loop) and for in-memory
 * databases (another connection would not see them).
 */
export async function sqliteBatchWriter(storage: Storage): Promise<BatchWriter | undefined> {
  if (storage.dialect.name !== 'sqlite') return undefined
  const list = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(storage.db)
  const file = list.rows.find((row) => row.name === 'main')?.file ?? ''
  if (file === '') return undefined
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(workerSource, { eval: true, workerData: { file, driver } })
  worker.unref()
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  let next = 0
  worker.on('message', (message: { id: number; error?: string }) => {
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (message.error === undefined) waiting?.resolve()
    else waiting?.reject(new Error(message.error))
  })
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  })
  return {
    write(text, key, parameters) {
      const id = next++
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, text, key, parameters })
      })
    },
    async close() {
      await worker.terminate()
    },
  }
}
