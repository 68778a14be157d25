import { randomBytes } from 'node:crypto'
import { cardDigits, testCardOutcome } from '@atelier/commerce'
import type { TestCardOutcome } from '@atelier/commerce'

const cardTokenPrefix = 'tok_test_'
const savedTokenPrefix = 'pm_test_'
const outcomes: readonly TestCardOutcome[] = ['succeeded', 'declined', 'insufficient-funds']

/**
 * The test provider's card token, as Stripe's tokens stand for a card: the browser sends the card
 * to the token endpoint and only the token to the order API. It records what the card does (its
 * SPEC test-card outcome) and its last 4 digits, never the rest of the number, the expiry or the
 * CVC; it is not a secret (the test provider never moves real money).
 */
export function testCardToken(number: string): { token: string; last4: string } {
  const last4 = cardDigits(number).slice(-4)
  const outcome = testCardOutcome(number)
  return { token: `${cardTokenPrefix}${outcome}_${last4}_${randomBytes(9).toString('hex')}`, last4 }
}

/** A saved payment method that renews like the card it was saved from. */
export function savedTestToken(outcome: TestCardOutcome): string {
  return `${savedTokenPrefix}${outcome}_${randomBytes(9).toString('hex')}`
}

/** What a token of the test provider pays like; any other token is declined. */
export function readTestToken(token: string): { outcome: TestCardOutcome; last4?: string } {
  if (token.startsWith(cardTokenPrefix)) {
    const match = /^([a-z-]+)_(\d{4})_[0-9a-f]+$/.exec(token.slice(cardTokenPrefix.length))
    const outcome = outcomes.find((known) => known === match?.[1])
    if (match === null || outcome === undefined) return { outcome: 'declined' }
    return { outcome, last4: match[2] as string }
  }
  if (token.startsWith(savedTokenPrefix)) {
    const outcome = token.slice(savedTokenPrefix.length).replace(/_[^_]*$/, '')
    return {
      outcome: outcome === 'succeeded' || outcome === 'insufficient-funds' ? outcome : 'declined',
    }
  }
  return { outcome: 'declined' }
}
