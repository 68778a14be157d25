import type { AttemptCounter, AttemptLimit } from '../security/attempt-counter.js'
import { withinLimit } from '../security/attempt-counter.js'

const minute = 60_000

/** One sign-in attempt: who tries which account from where. */
export interface SignInAttempt {
  /**
   * Whose sign-ins share one per-address limit: `owner` (the editor of every website), or
   * `site-user|<website id>` (the visitors' accounts of one website).
   */
  readonly scope: string
  /** The client's address. */
  readonly address: string
  /** What names the account tried: its normalised email (`invitation` for an invitation). */
  readonly account: string
}

export interface SignInLimits {
  /** Per address and account: guessing one account's password. */
  readonly account: AttemptLimit
  /** Per address across accounts: trying many emails (credential stuffing). */
  readonly address: AttemptLimit
  /**
   * How many successful sign-ins of one address take back their per-address attempt in the
   * window; past it a success counts like a failure, so an account of one's own cannot wipe out
   * the failures of a run of other emails.
   */
  readonly forgiven: AttemptLimit
}

/**
 * 5 wrong passwords per address and account in 15 minutes; 100 failed sign-ins per address in an
 * hour whatever the emails (Ghost blocks an address after 100 sign-in requests an hour, Discourse
 * at 30), with up to 100 successful sign-ins an hour on top, so an office behind one NAT
 * address signs in all morning while a script trying 200 emails is stopped at the 101st.
 */
export const signInLimits: SignInLimits = {
  account: { bucket: 'sign-in', max: 5, windowMs: 15 * minute },
  address: { bucket: 'sign-in-address', max: 100, windowMs: 60 * minute },
  forgiven: { bucket: 'sign-in-address-forgiven', max: 100, windowMs: 60 * minute },
}

/**
 * Sign-in attempts within their windows, shared by every process. Each attempt is counted, per
 * address and per account, before its password is checked, so a burst of concurrent guesses
 * cannot all pass a check made before any of them failed.
 */
export interface StoredLoginRateLimiter {
  /** Counts one attempt; false when it is over a limit and no password may be checked. */
  attempt(who: SignInAttempt, now: Date): Promise<boolean>
  /**
   * The attempt just counted succeeded: takes back that one attempt only, so the failures of other
   * requests in flight still count.
   */
  succeeded(who: SignInAttempt, now: Date): Promise<void>
}

export function createStoredLoginRateLimiter(
  counter: AttemptCounter,
  limits: SignInLimits = signInLimits,
): StoredLoginRateLimiter {
  const addressKey = (who: SignInAttempt) => `${who.scope}|${who.address}`
  const accountKey = (who: SignInAttempt) => `${who.scope}|${who.address}|${who.account}`
  return {
    async attempt(who, now) {
      // The address first: past its limit, no account of it is even counted.
      if (!(await withinLimit(counter, limits.address, addressKey(who), now))) return false
      return withinLimit(counter, limits.account, accountKey(who), now)
    },
    async succeeded(who, now) {
      await counter.forgive(limits.account, accountKey(who))
      if (await withinLimit(counter, limits.forgiven, addressKey(who), now)) {
        await counter.forgive(limits.address, addressKey(who))
      }
    },
  }
}
