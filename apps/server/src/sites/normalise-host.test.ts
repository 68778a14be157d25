import { describe, expect, it } from 'vitest'
import { normaliseHost } from './website-repository.js'

describe('normaliseHost', () => {
  it.each([
    ['Shop.Example:3000', 'shop.example'],
    ['shop.example.', 'shop.example'],
    ['localhost', 'localhost'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
  ])('%j → %j', (raw, host) => {
    expect(normaliseHost(raw)).toBe(host)
  })
})
