import { describe, expect, it } from 'vitest'
import { formatFileSize } from './format-file-size.js'

describe('formatFileSize (1024-based, Bytes to YB)', () => {
  it.each([
    [0, '0 Bytes'],
    [1000, '1000 Bytes'],
    [1536, '1.5 KB'],
    [20 * 1024 * 1024, '20 MB'],
    [20_000_000, '19.07 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [1024 ** 8, '1 YB'],
    [2 * 1024 ** 9, '2048 YB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })
})
