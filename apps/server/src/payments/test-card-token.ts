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
export function testCardToken(
  number: string,
  expiry?: { expMonth: number | string; expYear: number | string },
): { token: string; last4: string } {
  const last4 = cardDigits(number).slice(-4)
  const outcome = testCardOutcome(number)
  const renewal = testCardRenewalOutcome(number)
  const later = renewal === outcome ? '' : `.${renewal}`
  const card = expiry === undefined ? '' : `_${cardLabel(cardBrand(number), expiry)}`
  return {
    token: `${cardTokenPrefix}${outcome}${later}_${last4}${card}_${randomBytes(9).toString('hex')}`,
    last4,
  }
}

/** The brand of a card number by its first digits (the test cards are all Visa). */
export function cardBrand(number: string): string {
  const digits = cardDigits(number)
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^6(011|5)/.test(digits)) return 'discover'
  return 'unknown'
}

/** `visa-0430`: the brand and the expiry (MMYY), what a saved card shows besides its last 4. */
function cardLabel(
  brand: string,
  expiry: { expMonth: number | string; expYear: number | string },
): string {
  const month = String(expiry.expMonth).padStart(2, '0').slice(-2)
  const year = String(expiry.expYear).slice(-2).padStart(2, '0')
  return `${brand}-${month}${year}`
}

/** What a saved test card shows: brand, last 4, expiry (from the token, never a number). */
export interface TestCardFace {
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

/** A saved payment method that renews as its card does on renewals (and shows its face). */
export function savedTestToken(outcome: RenewalCardOutcome, face?: TestCardFace): string {
  const shown =
    face === undefined
      ? ''
      : `_${face.last4}_${cardLabel(face.brand, { expMonth: face.expMonth, expYear: face.expYear })}`
  return `${savedTokenPrefix}${outcome}${shown}_${randomBytes(9).toString('hex')}`
}

export interface ReadTestToken {
  /** What the card does now. */
  outcome: RenewalCardOutcome
  /** What it does on renewals once saved. */
  renewal: RenewalCardOutcome
  last4?: string
  /** Brand, last 4 and expiry, when the token was made with them. */
  face?: TestCardFace
  saved: boolean
}

function faceOf(
  last4: string | undefined,
  brand: string | undefined,
  month: string | undefined,
  year: string | undefined,
): { face?: TestCardFace } {
  if (last4 === undefined || brand === undefined || month === undefined || year === undefined) {
    return {}
  }
  return { face: { brand, last4, expMonth: Number(month), expYear: 2000 + Number(year) } }
}

/** What a token of the test provider pays like; any other token is declined. */
export function readTestToken(token: string): ReadTestToken {
  const declined: ReadTestToken = { outcome: 'declined', renewal: 'declined', saved: false }
  if (token.startsWith(cardTokenPrefix)) {
    const match = /^([a-z-]+)(?:\.([a-z-]+))?_(\d{4})(?:_([a-z]+)-(\d{2})(\d{2}))?_[0-9a-f]+$/.exec(
      token.slice(cardTokenPrefix.length),
    )
    const outcome = outcomes.find((known) => known === match?.[1])
    const renewal = renewalOutcomes.find((known) => known === (match?.[2] ?? match?.[1]))
    if (match === null || outcome === undefined || renewal === undefined) return declined
    const last4 = match[3] as string
    return { outcome, renewal, last4, ...faceOf(last4, match[4], match[5], match[6]), saved: false }
  }
  if (token.startsWith(savedTokenPrefix)) {
    const match = /^([a-z-]+)(?:_(\d{4})_([a-z]+)-(\d{2})(\d{2}))?_[^_]*$/.exec(
      token.slice(savedTokenPrefix.length),
    )
    const outcome = renewalOutcomes.find((known) => known === match?.[1]) ?? 'declined'
    return {
      outcome,
      renewal: outcome,
      ...(match?.[2] === undefined ? {} : { last4: match[2] }),
      ...faceOf(match?.[2], match?.[3], match?.[4], match?.[5]),
      saved: true,
    }
  }
  return declined
}
