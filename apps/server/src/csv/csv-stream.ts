import { Readable } from 'node:stream'
import { toCsv } from './csv.js'
import type { Page } from '../http/page-cursor.js'

/** How many rows an export reads at a time, unless the app is told otherwise (tests). */
export const defaultExportPageSize = 1000

/**
 * Every row of a cursor-paged listing as CSV, read and sent one page at a time: an export is never
 * cut off at some row count, and never holds all its rows in memory.
 */
export function csvStream<T>(
  header: readonly string[],
  pageAfter: (cursor: string | undefined) => Promise<Page<T>>,
  toRow: (row: T) => readonly string[],
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield toCsv([header])
    let cursor: string | undefined
    do {
      const page = await pageAfter(cursor)
      if (page.rows.length > 0) yield toCsv(page.rows.map(toRow))
      cursor = page.hasNextPage ? (page.nextPageCursor ?? undefined) : undefined
    } while (cursor !== undefined)
  }
  return Readable.from(chunks())
}
