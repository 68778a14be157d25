import { describe, expect, it } from 'vitest'
import { readRenewalPayToken, renewalPayToken } from './renewal-pay-link.js'

const now = new Date('2026-05-01T10:00:00.000Z')
const later = new Date('2026-05-17T10:00:00.000Z')

describe('the renewal pay link', () => {
  it('names its subscription until it expires', () => {
    const token = renewalPayToken('secret', 'sub-1', later)
    expect(readRenewalPayToken('secret', token, now)).toEqual({ ok: true, subscriptionId: 'sub-1' })
    expect(readRenewalPayToken('secret', token, later)).toEqual({ ok: false, expired: true })
  })

  it('cannot be made up, stretched or moved to another subscription', () => {
    const token = renewalPayToken('secret', 'sub-1', later)
    const [, expires, mac] = token.split('.')
    expect(readRenewalPayToken('other', token, now).ok).toBe(false)
    expect(readRenewalPayToken('secret', `sub-1.${Number(expires) + 86400}.${mac}`, now).ok).toBe(
      false,
    )
    expect(readRenewalPayToken('secret', `sub-2.${expires}.${mac}`, now).ok).toBe(false)
    expect(readRenewalPayToken('secret', 'garbage', now)).toEqual({ ok: false, expired: false })
  })
})
