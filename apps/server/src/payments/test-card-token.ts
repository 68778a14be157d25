import { randomBytes } from 'node:crypto'
import { cardDigits, testCardOutcome, testCardRenewalOutcome } from '@atelier/commerce'
import type { RenewalCardOutcome, TestCardOutcome } from '@atelier/commerce'

const cardTokenPrefix = 'tok_test_'
const savedTokenPrefix = 'pm_test_'
const outcomes: readonly TestCardOutcome[] = ['succeeded', 'declined', 'insufficient-funds']
const renewalOutcomes: readonly RenewalCardOutcome[] = [...outcomes, 'authentication-required']

/**
 * The test provider's card token, as Stripe's tokens stand for a card: the browser sends the card
 * to the token endpoint and only the token to the order API. It records what the card does (its
 * test-card outcome at checkout and on renewals) and its last 4 digits, never the rest of the
 * number, the expiry or the CVC; it is not a secret (the test provider never moves real money).
 */
export function testCardToken(number: string): { token: string; last4: string } {
  const last4 = cardDigits(number).slice(-4)
  const outcome = testCardOutcome(number)
  const renewal = testCardRenewalOutcome(number)
  const later = renewal === outcome ? '' : `.${renewal}`
  return {
    token: `${cardTokenPrefix}${outcome}${later}_${last4}_${randomBytes(9).toString('hex')}`,
    last4,
  }
}

/** A saved payment method that renews as its card does on renewals. */
export function savedTestToken(outcome: RenewalCardOutcome): string {
  return `${savedTokenPrefix}${outcome}_${randomBytes(9).toString('hex')}`
}

export interface ReadTestToken {
  /** What the card does now. */
  outcome: RenewalCardOutcome
  /** What it does on renewals once saved. */
  renewal: RenewalCardOutcome
  last4?: string
  saved: boolean
}

/** What a token of the test provider pays like; any other token is declined. */
export function readTestToken(token: string): ReadTestToken {
  const declined: ReadTestToken = { outcome: 'declined', renewal: 'declined', saved: false }
  if (token.startsWith(cardTokenPrefix)) {
    const match = /^([a-z-]+)(?:\.([a-z-]+))?_(\d{4})_[0-9a-f]+$/.exec(
      token.slice(cardTokenPrefix.length),
    )
    const outcome = outcomes.find((known) => known === match?.[1])
    const renewal = renewalOutcomes.find((known) => known === (match?.[2] ?? match?.[1]))
    if (match === null || outcome === undefined || renewal === undefined) return declined
    return { outcome, renewal, last4: match[3] as string, saved: false }
  }
  if (token.startsWith(savedTokenPrefix)) {
    const named = token.slice(savedTokenPrefix.length).replace(/_[^_]*$/, '')
    const outcome = renewalOutcomes.find((known) => known === named) ?? 'declined'
    return { outcome, renewal: outcome, saved: true }
  }
  return declined
}
