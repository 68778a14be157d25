import { Migrator, sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely'
import { AtelierError } from '../errors/atelier-error.js'
import { migrationsFor } from './migrations-for.js'
import type { Storage } from './open-storage.js'

/** Brings the database up to the latest schema; throws with the failing migration's name. */
export async function runMigrations(storage: Storage): Promise<string[]> {
  const migrations = migrationsFor(storage.dialect)
  const provider: MigrationProvider = {
    getMigrations: async (): Promise<Record<string, Migration>> => migrations,
  }
  // On PostgreSQL, Kysely looks for its bookkeeping tables in every schema; naming the current
  // one keeps databases that share a server (one schema per test suite, per tenant …) apart.
  const migrationTableSchema =
    storage.dialect.name === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(storage.db))
          .rows[0]?.schema
      : undefined
  // Migrations are numbered when written, and lines of work land in any order: a database that
  // ran a later number first (0086 before 0080 reached it) still gets the earlier one.
  const migrator = new Migrator({
    db: storage.db,
    provider,
    migrationTableSchema,
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown'
    const reason = error instanceof Error ? error.message : String(error)
    throw new AtelierError('conflict', `Migration ${failed} failed: ${reason}`)
  }
  return (results ?? []).map((result) => result.migrationName)
}
