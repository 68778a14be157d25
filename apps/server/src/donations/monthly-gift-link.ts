import { createHmac, timingSafeEqual } from 'node:crypto'

/** The signed link that cancels a monthly gift: its id and an HMAC of it (no expiry: it only stops charges). */
export function monthlyGiftCancelToken(secret: string, giftId: string): string {
  return `${giftId}.${signature(secret, giftId)}`
}

/** The gift id a cancel token names, when its signature is genuine. */
export function readMonthlyGiftCancelToken(secret: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.')
  if (dot < 1) return undefined
  const giftId = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(signature(secret, giftId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? giftId : undefined
}

export function monthlyGiftCancelPath(token: string): string {
  return `/donate/monthly/cancel/${encodeURIComponent(token)}`
}

function signature(secret: string, giftId: string): string {
  return createHmac('sha256', secret).update(`monthly-gift-cancel:${giftId}`).digest('base64url')
}
