import { describe, expect, it } from 'vitest'
import { formatMegabytes } from './files.routes.js'

describe('formatMegabytes (1 MB = 1,000,000 bytes)', () => {
  it.each([
    [20_000_000, '20 MB'],
    [1_500_000, '1.5 MB'],
    [200_000, '0.2 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text)
  })
})
