import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from './database.js'
import type { Storage } from './open-storage.js'

/**
 * Runs `work` in one write transaction. On SQLite it starts with `BEGIN IMMEDIATE`, taking the
 * write lock before the first read, so a stock check and the stock change it allows can never be
 * split by another writer (another process on the same file waits on the busy timeout). On
 * PostgreSQL it is an ordinary transaction; the queries take row locks (`FOR UPDATE`).
 */
export async function writeTransaction<T>(
  storage: Storage,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (storage.dialect.name === 'postgres') {
    return storage.db.transaction().execute(work)
  }
  return storage.db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection)
    try {
      const result = await work(connection)
      await sql`COMMIT`.execute(connection)
      return result
    } catch (error) {
      await sql`ROLLBACK`.execute(connection)
      throw error
    }
  })
}
