import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { createDatabaseAvailability } from './database-availability.js'
import type { DatabaseAvailability } from './database-availability.js'
import type { Database } from './database.js'
import { postgresDialect, sqliteDialect } from './dialect.js'
import type { Dialect } from './dialect.js'

export interface Storage {
  db: Kysely<Database>
  dialect: Dialect
  /** Whether the database answers, as the connections last saw it (never down for SQLite). */
  availability: DatabaseAvailability
  close(): Promise<void>
}

export type StorageOptions =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string }

export function openStorage(options: StorageOptions): Storage {
  const plugins = [new CamelCasePlugin()]
  if (options.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(options.file), { recursive: true })
    const database = new SqliteDatabase(options.file)
    database.pragma('journal_mode = WAL')
    // With WAL, NORMAL never corrupts the database and survives a process crash; only a power
    // failure can roll back the last commits. It spares a disk flush per commit (cart adds, orders).
    database.pragma('synchronous = NORMAL')
    database.pragma('foreign_keys = ON')
    database.pragma('busy_timeout = 5000')
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins })
    return {
      db,
      dialect: sqliteDialect,
      availability: createDatabaseAvailability(),
      close: () => db.destroy(),
    }
  }
  const availability = createDatabaseAvailability()
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    // A database that does not answer (a lost network) fails a request in seconds, not never.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // A per-test schema is selected through the search path, so the same SQL serves every schema.
    options: options.schema === undefined ? undefined : `-c search_path=${options.schema}`,
  })
  // A connection that dies (a restart, a failover, pg_terminate_backend) emits 'error': on the
  // pool while it is idle, on the client while a request holds it. Unheard, either would end the
  // process; heard, the pool drops the connection and opens a new one on the next query.
  pool.on('error', (error) => availability.noteFailure(error))
  pool.on('connect', (client) => {
    client.on('error', (error) => availability.noteFailure(error))
  })
  const watchedPool = {
    connect: () =>
      pool.connect().then(
        (client) => {
          availability.noteReachable()
          return client
        },
        (error: unknown) => {
          availability.noteFailure(error)
          throw error
        },
      ),
    end: () => pool.end(),
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: watchedPool }),
    plugins,
  })
  return { db, dialect: postgresDialect, availability, close: () => db.destroy() }
}

/** SQLite in DATA_DIR/atelier.db unless a PostgreSQL URL is configured. */
export function storageOptionsFor(config: {
  databaseUrl: string | undefined
  dataDir: string
}): StorageOptions {
  if (config.databaseUrl !== undefined) return { kind: 'postgres', url: config.databaseUrl }
  return { kind: 'sqlite', file: path.join(config.dataDir, 'atelier.db') }
}
