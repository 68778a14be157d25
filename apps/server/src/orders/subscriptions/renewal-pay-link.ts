import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a renewal's pay link works after its mail: past the cancellation of a past-due one. */
export const renewalPayLinkDays = 16

/**
 * The secret part of a renewal's pay link (the dunning mail's): the subscription, when the link
 * stops working, and an HMAC of both under the installation's order-link secret, so a link can be
 * neither made up nor stretched. Nothing is stored.
 */
export function renewalPayToken(secret: string, subscriptionId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${subscriptionId}.${expires}.${signature(secret, subscriptionId, expires)}`
}

export type ReadPayToken = { ok: true; subscriptionId: string } | { ok: false; expired: boolean }

/** The subscription a pay link names, if its signature holds and it has not expired at `now`. */
export function readRenewalPayToken(secret: string, token: string, now: Date): ReadPayToken {
  const match = /^([\w-]{1,64})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (match === null) return { ok: false, expired: false }
  const [, subscriptionId = '', expiresText = '', given = ''] = match
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(secret, subscriptionId, expires))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { ok: false, expired: false }
  }
  if (now.getTime() >= expires * 1000) return { ok: false, expired: true }
  return { ok: true, subscriptionId }
}

function signature(secret: string, subscriptionId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`renewal-pay:${subscriptionId}:${expires}`)
    .digest('base64url')
}

/** The renewal pay page of a link. */
export function renewalPayPath(token: string): string {
  return `/subscriptions/pay/${encodeURIComponent(token)}`
}
