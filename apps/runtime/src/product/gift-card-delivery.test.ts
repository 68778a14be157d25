import { describe, expect, it } from 'vitest'
import { checkGiftCardDelivery, localIsoDate } from './gift-card-delivery.js'

const today = '2026-11-21'

describe('gift card recipient fields', () => {
  it('sends nothing when both are left blank, so the card goes to the buyer at once', () => {
    expect(checkGiftCardDelivery({ recipientEmail: ' ', deliverAt: '' }, today)).toEqual({
      ok: true,
      additionalFields: undefined,
    })
  })

  it('sends the trimmed email and the date as additionalFields JSON', () => {
    const checked = checkGiftCardDelivery(
      { recipientEmail: ' grace@example.com ', deliverAt: '2026-12-24' },
      today,
    )
    expect(checked).toEqual({
      ok: true,
      additionalFields: '{"recipientEmail":"grace@example.com","deliverAt":"2026-12-24"}',
    })
  })

  it("says 'Email is invalid' as the restock box does", () => {
    expect(checkGiftCardDelivery({ recipientEmail: 'grace@', deliverAt: '' }, today)).toEqual({
      ok: false,
      errors: { recipientEmail: 'Email is invalid' },
    })
  })

  it('accepts today and refuses an earlier or malformed date', () => {
    expect(checkGiftCardDelivery({ recipientEmail: '', deliverAt: today }, today).ok).toBe(true)
    expect(checkGiftCardDelivery({ recipientEmail: '', deliverAt: '2026-11-20' }, today)).toEqual({
      ok: false,
      errors: { deliverAt: 'Delivery date cannot be in the past' },
    })
    expect(checkGiftCardDelivery({ recipientEmail: '', deliverAt: '24/12/2026' }, today)).toEqual({
      ok: false,
      errors: { deliverAt: 'Delivery date is invalid' },
    })
  })

  it("writes the visitor's own day as a date input does", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
