import { describe, expect, it } from 'vitest'
import { giftCardDeliveryStrings, validateGiftCardDelivery } from './gift-card-delivery.js'

const now = new Date('2026-11-21T10:00:00Z')
const check = (fields: unknown) =>
  validateGiftCardDelivery(typeof fields === 'string' ? fields : JSON.stringify(fields), now)
const emailMessage =
  'Email is not valid. Email addresses should follow the format name@example.com.'

describe('validateGiftCardDelivery', () => {
  it('keeps a recipient and a delivery date, trimmed and nothing else', () => {
    expect(
      check({ recipientEmail: ' friend@example.com ', deliverAt: '2026-12-24', note: 'x' }),
    ).toEqual({
      ok: true,
      additionalFields: JSON.stringify({
        recipientEmail: 'friend@example.com',
        deliverAt: '2026-12-24',
      }),
    })
    expect(check({ deliverAt: '2026-11-21' })).toMatchObject({ ok: true })
    // Still today in the Americas while it is tomorrow in UTC.
    expect(check({ deliverAt: '2026-11-20' })).toMatchObject({ ok: true })
    expect(check({ deliverAt: '2027-11-21T10:00:00Z' })).toMatchObject({ ok: true })
  })

  it('keeps nothing when nothing is given', () => {
    expect(validateGiftCardDelivery(undefined, now)).toEqual({ ok: true, additionalFields: null })
    expect(check({})).toEqual({ ok: true, additionalFields: null })
    expect(check({ recipientEmail: '', deliverAt: '' })).toEqual({
      ok: true,
      additionalFields: null,
    })
  })

  it('refuses a malformed email with the forms email message', () => {
    for (const recipientEmail of ['friend', 'friend@example', 'a b@example.com', 'a<b@c.d', 42]) {
      expect(check({ recipientEmail })).toEqual({
        ok: false,
        code: 'additional-fields-unreadable',
        message: emailMessage,
      })
    }
  })

  it('refuses a delivery date in the past, over a year ahead, or not an ISO date', () => {
    for (const deliverAt of [
      '2026-11-19',
      '2026-11-21T09:59:00Z',
      '2027-11-22',
      '2027-11-21T10:00:01Z',
      '2027-02-30',
      '24/12/2026',
      'tomorrow',
      20261224,
    ]) {
      expect(check({ deliverAt })).toEqual({
        ok: false,
        code: 'additional-fields-unreadable',
        message: giftCardDeliveryStrings.deliverAt,
      })
    }
  })

  it('refuses answers that are not a JSON object', () => {
    for (const fields of ['{', '[]', '"text"', 'null']) {
      expect(check(fields)).toMatchObject({
        ok: false,
        message: giftCardDeliveryStrings.unreadable,
      })
    }
  })
})
