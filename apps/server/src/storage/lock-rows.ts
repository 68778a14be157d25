import type { DialectName } from './dialect.js'

/**
 * Holds the rows `query` reads until the transaction ends, the one place the dialects differ in
 * locking: `FOR UPDATE` on PostgreSQL; on SQLite the write transaction (`BEGIN IMMEDIATE`, see
 * `write-transaction.ts`) already holds the whole database.
 */
export function lockRows<Q extends { forUpdate(): Q }>(query: Q, dialect: DialectName): Q {
  return dialect === 'postgres' ? query.forUpdate() : query
}
