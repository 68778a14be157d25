import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database.js'
import { postgresDialect, sqliteDialect } from './dialect.js'
import type { Dialect } from './dialect.js'

export interface Storage {
  db: Kysely<Database>
  dialect: Dialect
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
    return { db, dialect: sqliteDialect, close: () => db.destroy() }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    // A per-test schema is selected through the search path, so the same SQL serves every schema.
    options: options.schema === undefined ? undefined : `-c search_path=${options.schema}`,
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins })
  return { db, dialect: postgresDialect, close: () => db.destroy() }
}

/** SQLite in DATA_DIR/atelier.db unless a PostgreSQL URL is configured. */
export function storageOptionsFor(config: {
  databaseUrl: string | undefined
  dataDir: string
}): StorageOptions {
  if (config.databaseUrl !== undefined) return { kind: 'postgres', url: config.databaseUrl }
  return { kind: 'sqlite', file: path.join(config.dataDir, 'atelier.db') }
}
