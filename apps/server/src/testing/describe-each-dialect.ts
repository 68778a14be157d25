import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import type { DialectName } from '../storage/dialect.js'
import { openStorage } from '../storage/open-storage.js'
import type { Storage } from '../storage/open-storage.js'
import { runMigrations } from '../storage/run-migrations.js'

export interface DialectContext {
  dialect: DialectName
  /** A migrated database of its own for this suite. */
  readonly storage: Storage
  /** A temporary DATA_DIR for this suite (files go under `files/`). */
  readonly dataDir: string
  /** Another empty, migrated database (a new SQLite file or PostgreSQL schema), closed after the suite. */
  freshStorage(): Promise<Storage>
}

/**
 * Only TEST_DATABASE_URL: suites create and drop schemas, so a DATABASE_URL exported for a real
 * installation must never be picked up by a test run.
 */
export function postgresTestUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL
  return url === undefined || url === '' ? undefined : url
}

/**
 * Runs a suite once per database: SQLite always (a fresh temp file per suite) and PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh schema per suite, dropped afterwards).
 */
export function describeEachDialect(name: string, suite: (ctx: DialectContext) => void): void {
  const dialects: DialectName[] =
    postgresTestUrl() === undefined ? ['sqlite'] : ['sqlite', 'postgres']
  for (const dialect of dialects) {
    describe(`${name} [${dialect}]`, () => {
      let dataDir = ''
      let storage: Storage | undefined
      const cleanups: Array<() => Promise<void>> = []

      async function open(): Promise<Storage> {
        const opened = dialect === 'sqlite' ? openSqlite(dataDir) : await openPostgres()
        cleanups.push(opened.cleanup)
        await runMigrations(opened.storage)
        return opened.storage
      }

      beforeAll(async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'))
        storage = await open()
      })
      afterAll(async () => {
        for (const cleanup of cleanups.reverse()) await cleanup()
        fs.rmSync(dataDir, { recursive: true, force: true })
      })

      suite({
        dialect,
        get storage() {
          if (storage === undefined) throw new Error('storage is ready only inside tests and hooks')
          return storage
        },
        get dataDir() {
          return dataDir
        },
        freshStorage: open,
      })
    })
  }
}

function openSqlite(dataDir: string): { storage: Storage; cleanup: () => Promise<void> } {
  const file = path.join(dataDir, `db-${Math.random().toString(36).slice(2)}.db`)
  const storage = openStorage({ kind: 'sqlite', file })
  return { storage, cleanup: () => storage.close() }
}

async function openPostgres(): Promise<{ storage: Storage; cleanup: () => Promise<void> }> {
  const url = postgresTestUrl() as string
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`))
  const storage = openStorage({ kind: 'postgres', url, schema })
  return {
    storage,
    cleanup: async () => {
      await storage.close()
      await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`))
    },
  }
}

async function withClient(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
