import { sql } from 'kysely'
import type { Storage } from './open-storage.js'

/** One searchable thing of a website: a page, a post, a product, an event … */
export interface SearchDocument {
  websiteId: string
  /** Unique within the website (an item or collection id). */
  id: string
  kind: string
  title: string
  /** Plain text; markup should be stripped by the caller. */
  body: string
  url: string
}

export interface SearchHit {
  id: string
  kind: string
  title: string
  url: string
  /** The first 250 characters of the body (SPEC §9 description length). */
  excerpt: string
}

export interface SearchIndex {
  upsert(document: SearchDocument): Promise<void>
  remove(websiteId: string, id: string): Promise<void>
  /** Every word must match, as a prefix; best matches first. Empty text finds nothing. */
  query(websiteId: string, text: string, limit?: number): Promise<SearchHit[]>
}

const maxTerms = 10

/** Words of letters and digits; anything else could be query syntax, so it is dropped. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .map((term) => term.slice(0, 64))
    .slice(0, maxTerms)
}

export function createSearchIndex(storage: Storage): SearchIndex {
  return {
    async upsert(document) {
      await storage.dialect.upsertSearchRow(storage.db, {
        websiteId: document.websiteId,
        docId: document.id,
        kind: document.kind,
        url: document.url,
        title: document.title,
        body: document.body,
      })
    },
    async remove(websiteId, id) {
      await sql`DELETE FROM search_documents WHERE website_id = ${websiteId} AND doc_id = ${id}`.execute(
        storage.db,
      )
    },
    async query(websiteId, text, limit = 20) {
      const terms = searchTerms(text)
      if (terms.length === 0) return []
      const rows = await storage.dialect.querySearch(storage.db, websiteId, terms, limit)
      return rows.map((row) => ({
        id: row.docId,
        kind: row.kind,
        title: row.title,
        url: row.url,
        excerpt: row.body.slice(0, 250),
      }))
    },
  }
}
