import { describe, expect, it } from 'vitest'
import {
  checkReminderDelay,
  readRestoreToken,
  reminderDue,
  restoreToken,
} from './cart-reminder-rules.js'

const given = '2026-05-01T10:00:00.000Z'
const cart = { emailGivenAt: given, remindedAt: null, orderPlaced: false, itemCount: 2 }
const at = (iso: string) => new Date(iso)

describe('reminderDue', () => {
  it('is due once the delay has passed since the email, not before', () => {
    expect(reminderDue(cart, 60, at('2026-05-01T10:59:59.999Z'))).toBe(false)
    expect(reminderDue(cart, 60, at('2026-05-01T11:00:00.000Z'))).toBe(true)
  })

  it('is never due while reminders are off (the default)', () => {
    expect(reminderDue(cart, null, at('2027-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('is due at most once: a reminded cart is never due again', () => {
    const reminded = { ...cart, remindedAt: '2026-05-01T11:00:00.000Z' }
    expect(reminderDue(reminded, 60, at('2026-06-01T00:00:00.000Z'))).toBe(false)
  })

  it('is never due after the order is placed, nor for an empty cart', () => {
    expect(reminderDue({ ...cart, orderPlaced: true }, 60, at('2026-06-01T00:00:00Z'))).toBe(false)
    expect(reminderDue({ ...cart, itemCount: 0 }, 60, at('2026-06-01T00:00:00Z'))).toBe(false)
  })
})

describe('checkReminderDelay', () => {
  it('takes off or whole minutes from 15 minutes to 7 days', () => {
    expect(checkReminderDelay(null)).toEqual({ ok: true, delayMinutes: null })
    expect(checkReminderDelay(15)).toEqual({ ok: true, delayMinutes: 15 })
    expect(checkReminderDelay(10080)).toEqual({ ok: true, delayMinutes: 10080 })
    for (const bad of [14, 10081, 60.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkReminderDelay(bad)).toMatchObject({ ok: false })
    }
  })
})

describe('restore tokens', () => {
  const secret = 'secret'
  const expires = at('2026-05-15T10:00:00.000Z')

  it('name their cart until they expire', () => {
    const token = restoreToken(secret, 'cart1', expires)
    expect(readRestoreToken(secret, token, at('2026-05-15T09:59:59.999Z'))).toEqual({
      ok: true,
      cartId: 'cart1',
    })
    expect(readRestoreToken(secret, token, expires)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a tampered cart, expiry or signature, and another secret', () => {
    const token = restoreToken(secret, 'cart1', expires)
    const now = at('2026-05-02T00:00:00.000Z')
    const [subject, mac] = [
      token.slice(0, token.lastIndexOf('.')),
      token.slice(token.lastIndexOf('.') + 1),
    ]
    expect(readRestoreToken(secret, `${subject.replace('cart1', 'cart2')}.${mac}`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const later = `cart1~${expires.getTime() + 1e9}`
    expect(readRestoreToken(secret, `${later}.${mac}`, now)).toMatchObject({ reason: 'invalid' })
    expect(readRestoreToken(secret, `${subject}.${mac.slice(0, -1)}A`, now)).toMatchObject({
      ok: false,
    })
    expect(readRestoreToken('other', token, now)).toMatchObject({ reason: 'invalid' })
  })
})
