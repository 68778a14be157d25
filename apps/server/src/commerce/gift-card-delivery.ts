import { emailNotValidMessage } from '@atelier/forms'
import { isValidEmail } from '@atelier/schema'
import type { AdditionalFieldsCheck } from './validate-additional-fields.js'

export const giftCardDeliveryStrings = {
  unreadable: 'The gift card details could not be read.',
  deliverAt: 'Choose a delivery date from today up to one year ahead.',
} as const

const isoDate = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/

/**
 * The answers a gift card without an extra-information form may carry: `{recipientEmail,
 * deliverAt}`, both optional. The stored JSON holds only these two, normalised, because the order
 * reads them from it to address and schedule the card.
 */
export function validateGiftCardDelivery(
  additionalFields: string | null | undefined,
  now: Date,
): AdditionalFieldsCheck {
  if (additionalFields === null || additionalFields === undefined || additionalFields === '') {
    return { ok: true, additionalFields: null }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(additionalFields)
  } catch {
    parsed = undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return unreadable()
  }
  const { recipientEmail, deliverAt } = parsed as Record<string, unknown>
  const kept: { recipientEmail?: string; deliverAt?: string } = {}
  if (recipientEmail !== undefined && recipientEmail !== null && recipientEmail !== '') {
    const email = typeof recipientEmail === 'string' ? recipientEmail.trim() : ''
    if (!isValidEmail(email)) {
      return { ok: false, code: 'additional-fields-unreadable', message: emailNotValidMessage() }
    }
    kept.recipientEmail = email
  }
  if (deliverAt !== undefined && deliverAt !== null && deliverAt !== '') {
    if (typeof deliverAt !== 'string' || !withinAYear(deliverAt, now)) {
      return {
        ok: false,
        code: 'additional-fields-unreadable',
        message: giftCardDeliveryStrings.deliverAt,
      }
    }
    kept.deliverAt = deliverAt
  }
  return {
    ok: true,
    additionalFields: Object.keys(kept).length === 0 ? null : JSON.stringify(kept),
  }
}

function unreadable(): AdditionalFieldsCheck {
  return {
    ok: false,
    code: 'additional-fields-unreadable',
    message: giftCardDeliveryStrings.unreadable,
  }
}

/**
 * A date and time counts from now; a calendar date from yesterday in UTC, because the shop's own
 * today may still be the UTC yesterday (the card then goes out at once). Either at most one year
 * ahead. `Date` would roll 2026-02-30 over into March, so the date part must read back unchanged.
 */
function withinAYear(value: string, now: Date): boolean {
  if (!isoDate.test(value)) return false
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(at.getTime())) return false
  if (value.length === 10 && at.toISOString().slice(0, 10) !== value) return false
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)
  const earliest = value.length === 10 ? new Date(yesterday) : now
  const latest = new Date(now)
  latest.setUTCFullYear(latest.getUTCFullYear() + 1)
  return at >= earliest && at <= latest
}
