import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * Site search stems English words ("teapots" finds the teapot): the SQLite FTS5 table is built
 * again with the `porter` tokenizer and the PostgreSQL tsvector computed again under the `english`
 * configuration, every stored document kept.
 */
export function searchStemmingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dialect.rebuildSearchTable(db)
    },
  }
}
