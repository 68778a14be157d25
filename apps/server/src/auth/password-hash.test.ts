import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash.js'

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('kiln-fired-2026')
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('kiln-fired-2026', hash)).toBe(true)
    expect(await verifyPassword('kiln-fired-2027', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
  })
})
