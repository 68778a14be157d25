import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './signed-token.js'

describe('signed link tokens', () => {
  const secret = 'a-secret-of-this-installation'

  it('gives back the subscriber id of a token it signed', () => {
    expect(verifyToken(secret, 'unsubscribe', signToken(secret, 'unsubscribe', 'sub123'))).toBe(
      'sub123',
    )
  })

  it('refuses a token signed for another purpose', () => {
    expect(
      verifyToken(secret, 'confirm', signToken(secret, 'unsubscribe', 'sub123')),
    ).toBeUndefined()
  })

  it('refuses a token whose subject was changed', () => {
    const token = signToken(secret, 'unsubscribe', 'sub123')
    expect(verifyToken(secret, 'unsubscribe', token.replace('sub123', 'sub124'))).toBeUndefined()
  })

  it('refuses a token signed with another secret, and garbage', () => {
    expect(
      verifyToken(secret, 'unsubscribe', signToken('other', 'unsubscribe', 'sub123')),
    ).toBeUndefined()
    expect(verifyToken(secret, 'unsubscribe', 'nonsense')).toBeUndefined()
  })
})
