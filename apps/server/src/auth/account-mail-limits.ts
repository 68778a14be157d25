import type { AttemptCounter, AttemptLimit } from '../security/attempt-counter.js'
import { withinLimit } from '../security/attempt-counter.js'

const minute = 60_000

/**
 * Limits of the requests that send account mail: 5 an hour to one email, whoever asks (no inbox
 * is flooded), and 20 an hour from one address across emails (no script walks a list of
 * addresses). Spending links (verify, reset) is limited per address: 30 in 15 minutes, far
 * beyond what a person clicks, though a 256-bit token is not guessable anyway.
 */
export const accountMailLimits = {
  email: { bucket: 'account-mail-email', max: 5, windowMs: 60 * minute },
  address: { bucket: 'account-mail-address', max: 20, windowMs: 60 * minute },
  link: { bucket: 'account-link-address', max: 30, windowMs: 15 * minute },
} satisfies Record<string, AttemptLimit>

export type AccountMailLimits = typeof accountMailLimits

/**
 * Counts one mail request, per address first and then per email, each atomically before anything
 * is looked up or mailed; false when over either limit. `scope` keeps websites apart.
 */
export async function accountMailAllowed(
  counter: AttemptCounter,
  who: { scope: string; address: string; email: string },
  now: Date,
  limits: AccountMailLimits = accountMailLimits,
): Promise<boolean> {
  if (!(await withinLimit(counter, limits.address, `${who.scope}|${who.address}`, now))) {
    return false
  }
  return withinLimit(counter, limits.email, `${who.scope}|${who.email}`, now)
}

/** Counts one attempt to spend a link from this address; false when over the limit. */
export function accountLinkAllowed(
  counter: AttemptCounter,
  who: { scope: string; address: string },
  now: Date,
  limits: AccountMailLimits = accountMailLimits,
): Promise<boolean> {
  return withinLimit(counter, limits.link, `${who.scope}|${who.address}`, now)
}
