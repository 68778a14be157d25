import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, pageOf } from './page-cursor.js'

describe('page cursors', () => {
  it('round-trips the sort key of the last row', () => {
    expect(decodeCursor(encodeCursor(['2026-11-21T10:00:00.000Z', 'abc']), 2)).toEqual([
      '2026-11-21T10:00:00.000Z',
      'abc',
    ])
  })

  it('refuses cursors it did not make', () => {
    expect(decodeCursor('not-a-cursor', 2)).toBeUndefined()
    expect(decodeCursor(encodeCursor(['one']), 2)).toBeUndefined()
  })

  it('says whether another page follows and where it starts', () => {
    const page = pageOf([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 2, (row) => [row.id])
    expect(page.rows).toEqual([{ id: 'a' }, { id: 'b' }])
    expect(page.hasNextPage).toBe(true)
    expect(decodeCursor(page.nextPageCursor ?? '', 1)).toEqual(['b'])
    expect(pageOf([{ id: 'a' }], 2, (row) => [row.id])).toEqual({
      rows: [{ id: 'a' }],
      hasNextPage: false,
      nextPageCursor: null,
    })
  })
})
