import type { ColumnType } from 'kysely'

/**
 * Column conventions of every table: JSON documents are read as `unknown` (TEXT on SQLite, JSONB
 * on PostgreSQL) — decode them with the storage's `json` codec. Booleans are integers 0/1 on both
 * databases; times are ISO-8601 UTC text.
 */
export type JsonColumn = ColumnType<unknown, string, string>
export type Flag = number
