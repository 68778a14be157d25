import { describe, expect, it } from 'vitest'
import { requestOrigin, validHost } from './request-origin.js'

describe('requestOrigin', () => {
  it('prefers the primary domain over whatever Host the visitor sent', () => {
    expect(requestOrigin('https', 'evil.example', 'shop.example')).toBe('https://shop.example')
  })

  it('uses a well-formed request host with its port', () => {
    expect(requestOrigin('http', 'localhost:3000', undefined)).toBe('http://localhost:3000')
    expect(requestOrigin('http', 'Shop.Example', undefined)).toBe('http://shop.example')
    expect(requestOrigin('http', '[::1]:8080', undefined)).toBe('http://[::1]:8080')
  })

  it.each(['localhost:abc', 'localhost:99999', 'a b', 'x"><script>', 'host/path', '', 'a..b'])(
    'falls back to localhost for the junk host %j',
    (host) => {
      expect(validHost(host)).toBeUndefined()
      expect(requestOrigin('http', host, undefined)).toBe('http://localhost')
    },
  )
})
