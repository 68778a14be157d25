import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/**
 * Everything that differs between SQLite and PostgreSQL lives here: the JSON column type and its
 * codec, and the full-text search table (FTS5 versus a tsvector column with a GIN index). Both
 * stem English words, so "teapots" finds the teapot: FTS5's `porter` tokenizer over `unicode61`,
 * and PostgreSQL's `english` text search configuration (`SEARCH_CONFIGURATION`).
 */
export type DialectName = 'sqlite' | 'postgres'

export interface SearchRow {
  websiteId: string
  docId: string
  kind: string
  url: string
  title: string
  body: string
}

export interface Dialect {
  name: DialectName
  jsonType: 'text' | 'jsonb'
  encodeJson(value: unknown): string
  decodeJson<T = unknown>(raw: unknown): T
  createSearchTable(db: Kysely<unknown>): Promise<void>
  /** Rebuilds the search table's index under the current definition, keeping its rows. */
  rebuildSearchTable(db: Kysely<unknown>): Promise<void>
  upsertSearchRow(db: Kysely<Database>, row: SearchRow): Promise<void>
  /** `terms` are already reduced to letters and digits, so they are safe inside a query string. */
  querySearch(
    db: Kysely<Database>,
    websiteId: string,
    terms: string[],
    limit: number,
  ): Promise<SearchRow[]>
}

/** An FTS5 table of search documents, stemming with Porter's algorithm after unicode61. */
async function createFtsTable(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`CREATE VIRTUAL TABLE ${sql.id(name)} USING fts5(
    website_id UNINDEXED, doc_id UNINDEXED, kind UNINDEXED, url UNINDEXED, title, body,
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db)
}

/** PostgreSQL's text search configuration for search documents and queries. */
export const SEARCH_CONFIGURATION = 'english'

const postgresSearchVector = sql`setweight(to_tsvector(${sql.lit(SEARCH_CONFIGURATION)}, title), 'A')
  || setweight(to_tsvector(${sql.lit(SEARCH_CONFIGURATION)}, body), 'B')`

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  jsonType: 'text',
  encodeJson: (value) => JSON.stringify(value),
  decodeJson: <T>(raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T,
  async createSearchTable(db) {
    await createFtsTable(db, 'search_documents')
  },
  async rebuildSearchTable(db) {
    await createFtsTable(db, 'search_documents_rebuilt')
    await sql`INSERT INTO search_documents_rebuilt (website_id, doc_id, kind, url, title, body)
      SELECT website_id, doc_id, kind, url, title, body FROM search_documents`.execute(db)
    await sql`DROP TABLE search_documents`.execute(db)
    await sql`ALTER TABLE search_documents_rebuilt RENAME TO search_documents`.execute(db)
  },
  async upsertSearchRow(db, row) {
    await db.transaction().execute(async (trx) => {
      await sql`DELETE FROM search_documents WHERE website_id = ${row.websiteId} AND doc_id = ${row.docId}`.execute(
        trx,
      )
      await sql`INSERT INTO search_documents (website_id, doc_id, kind, url, title, body)
        VALUES (${row.websiteId}, ${row.docId}, ${row.kind}, ${row.url}, ${row.title}, ${row.body})`.execute(
        trx,
      )
    })
  },
  async querySearch(db, websiteId, terms, limit) {
    const match = terms.map((term) => `"${term}"*`).join(' ')
    const result =
      await sql<SearchRow>`SELECT website_id AS "websiteId", doc_id AS "docId", kind, url, title, body
      FROM search_documents
      WHERE search_documents MATCH ${match} AND website_id = ${websiteId}
      ORDER BY bm25(search_documents, 0, 0, 0, 0, 5.0, 1.0)
      LIMIT ${limit}`.execute(db)
    return result.rows
  },
}

export const postgresDialect: Dialect = {
  name: 'postgres',
  jsonType: 'jsonb',
  encodeJson: (value) => JSON.stringify(value),
  // node-postgres already parses JSONB, so the value arrives as a plain object.
  decodeJson: <T>(raw: unknown) => raw as T,
  async createSearchTable(db) {
    await sql`CREATE TABLE search_documents (
      website_id text NOT NULL,
      doc_id text NOT NULL,
      kind text NOT NULL,
      url text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (${postgresSearchVector}) STORED,
      PRIMARY KEY (website_id, doc_id)
    )`.execute(db)
    await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db)
  },
  async rebuildSearchTable(db) {
    // Dropping the generated column drops its index; adding it back computes every row again.
    await sql`ALTER TABLE search_documents DROP COLUMN tsv`.execute(db)
    await sql`ALTER TABLE search_documents
      ADD COLUMN tsv tsvector GENERATED ALWAYS AS (${postgresSearchVector}) STORED`.execute(db)
    await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db)
  },
  async upsertSearchRow(db, row) {
    await sql`INSERT INTO search_documents (website_id, doc_id, kind, url, title, body)
      VALUES (${row.websiteId}, ${row.docId}, ${row.kind}, ${row.url}, ${row.title}, ${row.body})
      ON CONFLICT (website_id, doc_id) DO UPDATE
      SET kind = excluded.kind, url = excluded.url, title = excluded.title, body = excluded.body`.execute(
      db,
    )
  },
  async querySearch(db, websiteId, terms, limit) {
    const query = terms.map((term) => `${term}:*`).join(' & ')
    const result =
      await sql<SearchRow>`SELECT website_id AS "websiteId", doc_id AS "docId", kind, url, title, body
      FROM search_documents
      WHERE website_id = ${websiteId} AND tsv @@ to_tsquery(${sql.lit(SEARCH_CONFIGURATION)}, ${query})
      ORDER BY ts_rank(tsv, to_tsquery(${sql.lit(SEARCH_CONFIGURATION)}, ${query})) DESC, doc_id
      LIMIT ${limit}`.execute(db)
    return result.rows
  },
}
