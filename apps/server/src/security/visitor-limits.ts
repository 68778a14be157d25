import type { RateLimit } from './visitor-rate-limiter.js'

const tenMinutes = 10 * 60_000

/**
 * The limits of the visitor-facing calls. A real visitor needs one submission key per send (and
 * sends are limited to 5 per form in ten minutes), one or two newsletter sign-ups, and a restock
 * sign-up per sold-out variant; these leave room for that and stop a script.
 */
export const visitorLimits = {
  submissionKey: { bucket: 'submission-key-visitor', max: 30, windowMs: tenMinutes },
  newsletterVisitor: { bucket: 'newsletter-visitor', max: 10, windowMs: tenMinutes },
  newsletterEmail: { bucket: 'newsletter-email', max: 3, windowMs: tenMinutes },
  restockVisitor: { bucket: 'restock-visitor', max: 20, windowMs: tenMinutes },
  restockEmail: { bucket: 'restock-email', max: 5, windowMs: tenMinutes },
} as const satisfies Record<string, RateLimit>

/** A pending address gets at most one confirmation mail in this time, however often it signs up. */
export const confirmationResendMs = tenMinutes

export const signUpRateLimitedMessage = 'Too many sign-ups. Please try again in a few minutes.'
