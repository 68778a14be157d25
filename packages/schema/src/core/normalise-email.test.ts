import { describe, expect, it } from 'vitest'
import { normaliseEmail } from './normalise-email.js'

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com')
  })

  it('folds compatibility forms (NFKC): ligatures, full-width letters and spaces', () => {
    expect(normaliseEmail('\ufb01ona@example.com')).toBe('fiona@example.com')
    expect(normaliseEmail('\uff21\uff24\uff21@example.com\u3000')).toBe('ada@example.com')
    expect(normaliseEmail('jose\u0301@example.com')).toBe('jos\u00e9@example.com')
  })
})
