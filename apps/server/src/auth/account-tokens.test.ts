import { describe, expect, it } from 'vitest'
import {
  accountTokenId,
  accountTokenLifetimeMs,
  accountTokenState,
  isWellFormedToken,
  newAccountToken,
} from './account-tokens.js'

const now = new Date('2026-03-01T10:00:00.000Z')
const later = (ms: number) => new Date(now.getTime() + ms).toISOString()

describe('account tokens', () => {
  it('are random, well formed and stored only as their hash', () => {
    const a = newAccountToken()
    const b = newAccountToken()
    expect(a.token).not.toBe(b.token)
    expect(isWellFormedToken(a.token)).toBe(true)
    expect(a.id).toBe(accountTokenId(a.token))
    expect(a.id).not.toContain(a.token)
  })

  it('rejects malformed tokens', () => {
    for (const bad of ['', 'abc', `${'a'.repeat(42)}=`, 'a'.repeat(44), 42, null]) {
      expect(isWellFormedToken(bad)).toBe(false)
    }
  })

  it('are usable once, before they expire, for their own purpose only', () => {
    const row = { purpose: 'reset-password', expiresAt: later(60_000), usedAt: null }
    expect(accountTokenState(row, 'reset-password', now)).toBe('usable')
    expect(accountTokenState(row, 'verify-email', now)).toBe('other-purpose')
    expect(accountTokenState({ ...row, usedAt: now.toISOString() }, 'reset-password', now)).toBe(
      'used',
    )
    expect(accountTokenState({ ...row, expiresAt: now.toISOString() }, 'reset-password', now)).toBe(
      'expired',
    )
  })

  it('give a reset link one hour and a verification link a day', () => {
    expect(accountTokenLifetimeMs['reset-password']).toBe(60 * 60 * 1000)
    expect(accountTokenLifetimeMs['verify-email']).toBe(24 * 60 * 60 * 1000)
    expect(accountTokenLifetimeMs['change-email']).toBe(24 * 60 * 60 * 1000)
  })
})
