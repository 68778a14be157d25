import { describe, expect, it } from 'vitest'
import { validateRestockEmail } from './restock-email.js'

describe('restock email', () => {
  it('refuses a blank email', () => {
    expect(validateRestockEmail('')).toEqual({ ok: false, message: 'Email cannot be blank' })
    expect(validateRestockEmail('   ')).toEqual({ ok: false, message: 'Email cannot be blank' })
  })

  it('refuses what is not an address', () => {
    for (const email of ['ada', 'ada@example', 'a@', 'a b@example.com', 'a<b@c.d']) {
      expect(validateRestockEmail(email)).toEqual({ ok: false, message: 'Email is invalid' })
    }
  })

  it('accepts 3 to 256 characters matching the pattern', () => {
    const longest = `${'a'.repeat(244)}@example.com`
    expect(longest).toHaveLength(256)
    expect(validateRestockEmail(longest)).toEqual({ ok: true, email: longest })
    expect(validateRestockEmail(`a${longest}`)).toEqual({ ok: false, message: 'Email is invalid' })
    expect(validateRestockEmail(' ada@example.com ')).toEqual({
      ok: true,
      email: 'ada@example.com',
    })
  })
})
