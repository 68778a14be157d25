import { signToken, verifyToken } from '../mailing/signed-token.js'
import { cartRecoveryStrings } from './cart-recovery-strings.js'

/** The shortest and longest wait the owner may set before a reminder (15 minutes to 7 days). */
export const minReminderDelayMinutes = 15
export const maxReminderDelayMinutes = 7 * 24 * 60
/** How long a restore link in a reminder works. */
export const restoreLinkLifetimeMs = 14 * 24 * 60 * 60 * 1000

export interface ReminderCandidate {
  /** When the shopper gave their email at checkout (ISO). */
  emailGivenAt: string
  remindedAt: string | null
  /** The cart became an order (placed, whether or not paid yet). */
  orderPlaced: boolean
  itemCount: number
}

/**
 * Whether a cart's reminder is due now: reminders are on (`delayMinutes` not null), the cart has
 * items, no order came from it, none was sent before, and the delay has passed since the email.
 */
export function reminderDue(
  cart: ReminderCandidate,
  delayMinutes: number | null,
  now: Date,
): boolean {
  if (delayMinutes === null) return false
  if (cart.remindedAt !== null || cart.orderPlaced || cart.itemCount === 0) return false
  const given = Date.parse(cart.emailGivenAt)
  return Number.isFinite(given) && now.getTime() - given >= delayMinutes * 60_000
}

/** The owner's delay: null (off) or whole minutes within the bounds; otherwise a message. */
export function checkReminderDelay(
  value: number | null,
): { ok: true; delayMinutes: number | null } | { ok: false; message: string } {
  if (value === null) return { ok: true, delayMinutes: null }
  if (
    !Number.isInteger(value) ||
    value < minReminderDelayMinutes ||
    value > maxReminderDelayMinutes
  ) {
    return { ok: false, message: cartRecoveryStrings.delayOutOfRange }
  }
  return { ok: true, delayMinutes: value }
}

const purpose = 'cart-restore'

/** A restore link's token: the cart and when the link stops working, signed. */
export function restoreToken(secret: string, cartId: string, expiresAt: Date): string {
  return signToken(secret, purpose, `${cartId}~${expiresAt.getTime()}`)
}

/** The cart a genuine, unexpired token names; `expired` or `invalid` otherwise. */
export function readRestoreToken(
  secret: string,
  token: string,
  now: Date,
): { ok: true; cartId: string } | { ok: false; reason: 'expired' | 'invalid' } {
  const subject = verifyToken(secret, purpose, token)
  if (subject === undefined) return { ok: false, reason: 'invalid' }
  const [cartId, expires] = subject.split('~')
  const expiresMs = Number(expires)
  if (cartId === undefined || cartId === '' || !Number.isSafeInteger(expiresMs)) {
    return { ok: false, reason: 'invalid' }
  }
  if (now.getTime() >= expiresMs) return { ok: false, reason: 'expired' }
  return { ok: true, cartId }
}
