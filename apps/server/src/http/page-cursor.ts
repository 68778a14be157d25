/**
 * Opaque paging cursors: the sort key of the last row shown, so the next page starts after it
 * however many rows arrive meanwhile.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** The key inside a cursor, or undefined when the cursor is not one of ours (or has `size` parts). */
export function decodeCursor(cursor: string, size: number): string[] | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    return Array.isArray(key) &&
      key.length === size &&
      key.every((part) => typeof part === 'string')
      ? (key as string[])
      : undefined
  } catch {
    return undefined
  }
}

export interface Page<T> {
  rows: T[]
  hasNextPage: boolean
  nextPageCursor: string | null
}

/** Cuts a result fetched with `pageSize + 1` rows into a page and the cursor of the next one. */
export function pageOf<T>(rows: T[], pageSize: number, keyOf: (row: T) => string[]): Page<T> {
  const hasNextPage = rows.length > pageSize
  const shown = rows.slice(0, pageSize)
  const last = shown.at(-1)
  return {
    rows: shown,
    hasNextPage,
    nextPageCursor: hasNextPage && last !== undefined ? encodeCursor(keyOf(last)) : null,
  }
}
