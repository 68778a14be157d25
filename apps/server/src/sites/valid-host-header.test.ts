import { describe, expect, it } from 'vitest'
import { isValidHostHeader } from './valid-host-header.js'

describe('isValidHostHeader', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'shop.example',
    'Shop.Example.',
    '127.0.0.1:8080',
    '[::1]:3000',
    'my_app',
  ])('accepts %j', (host) => {
    expect(isValidHostHeader(host)).toBe(true)
  })

  it.each([
    'localhost:@evil.example',
    'localhost:abc',
    'localhost:99999',
    'evil.example/path',
    'a b.example',
    'user@shop.example',
    '-shop.example',
    'shop..example',
    '',
  ])('refuses %j', (host) => {
    expect(isValidHostHeader(host)).toBe(false)
  })
})
