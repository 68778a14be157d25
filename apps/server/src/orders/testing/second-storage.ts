import { sql } from 'kysely'
import { openStorage } from '../../storage/open-storage.js'
import type { Storage } from '../../storage/open-storage.js'

/**
 * Another connection pool on the same database as `storage` (the same SQLite file, or the same
 * PostgreSQL schema), as a second server process would have.
 */
export async function secondStorage(storage: Storage): Promise<Storage> {
  if (storage.dialect.name === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
      storage.db,
    )
    const url = process.env.TEST_DATABASE_URL
    if (url === undefined) throw new Error('PostgreSQL tests need TEST_DATABASE_URL')
    return openStorage({ kind: 'postgres', url, schema: rows[0]?.schema ?? 'public' })
  }
  return openStorage({ kind: 'sqlite', file: await sqliteFile(storage) })
}

export async function sqliteFile(storage: Storage): Promise<string> {
  const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(
    storage.db,
  )
  const main = rows.find((row) => row.name === 'main')
  if (main === undefined) throw new Error('no main database')
  return main.file
}
