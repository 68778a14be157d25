import { describe, expect, it } from 'vitest'
import { crumbCartToken } from './crumb-cart-token.js'

describe('crumbCartToken', () => {
  it('gives every tab of one browser the same cookie-shaped token for one site', () => {
    const token = crumbCartToken('secret', 'site-1', 'crumb-0123456789abcdef')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(crumbCartToken('secret', 'site-1', 'crumb-0123456789abcdef')).toBe(token)
  })

  it('differs by site, crumb and secret', () => {
    const token = crumbCartToken('secret', 'site-1', 'crumb-a')
    expect(crumbCartToken('secret', 'site-2', 'crumb-a')).not.toBe(token)
    expect(crumbCartToken('secret', 'site-1', 'crumb-b')).not.toBe(token)
    expect(crumbCartToken('other', 'site-1', 'crumb-a')).not.toBe(token)
  })
})
