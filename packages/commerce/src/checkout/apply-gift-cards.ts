import type { CurrencyCode } from '../currencies.js'
import { normalizeGiftCardCode } from './gift-card-code.js'
import { checkoutStrings } from './strings.js'

export interface GiftCardBalance {
  readonly code: string
  readonly balanceCents: number
  readonly currency: CurrencyCode
}

export interface AppliedGiftCard {
  readonly code: string
  /** What this card pays towards the order. */
  readonly amountCents: number
  readonly balanceAfterCents: number
}

/** A gift card code checkout did not take, and why (`code`, like every failure). */
export interface RejectedGiftCard {
  readonly giftCardCode: string
  readonly code:
    | 'invalid-code'
    | 'not-found'
    | 'currency-mismatch'
    | 'empty-balance'
    | 'already-applied'
    | 'not-needed'
  readonly message: string
}

export interface GiftCardApplication {
  readonly applied: readonly AppliedGiftCard[]
  readonly rejected: readonly RejectedGiftCard[]
  readonly giftCardCents: number
  /** What is left to pay by card. */
  readonly amountDueCents: number
}

/**
 * A code the store has no card for. It reads like a mistyped code, so a guesser learns nothing
 * about which codes exist.
 */
export function giftCardNotFound(code: string): RejectedGiftCard {
  return { giftCardCode: code, code: 'not-found', message: checkoutStrings.giftCardCodeInvalid }
}

/**
 * Pays the amount due from gift cards in the order given, each up to its balance, until nothing
 * is due. A card in another currency than the order's, with no balance, entered twice, or not
 * needed because the order is already paid, is rejected and keeps its balance.
 */
export function applyGiftCards(
  amountDueCents: number,
  cards: readonly GiftCardBalance[],
  currency: CurrencyCode,
): GiftCardApplication {
  let due = Math.max(0, amountDueCents)
  const applied: AppliedGiftCard[] = []
  const rejected: RejectedGiftCard[] = []
  const seen = new Set<string>()
  const reject = (giftCardCode: string, code: RejectedGiftCard['code'], message: string) =>
    rejected.push({ giftCardCode, code, message })

  for (const card of cards) {
    const code = normalizeGiftCardCode(card.code)
    if (seen.has(code)) {
      reject(code, 'already-applied', checkoutStrings.giftCardAlreadyApplied)
      continue
    }
    seen.add(code)
    if (card.currency !== currency) {
      reject(code, 'currency-mismatch', checkoutStrings.giftCardCurrencyMismatch)
    } else if (card.balanceCents <= 0) {
      reject(code, 'empty-balance', checkoutStrings.giftCardEmpty)
    } else if (due === 0) {
      reject(code, 'not-needed', checkoutStrings.giftCardNotNeeded)
    } else {
      const amountCents = Math.min(due, card.balanceCents)
      due -= amountCents
      applied.push({ code, amountCents, balanceAfterCents: card.balanceCents - amountCents })
    }
  }
  return {
    applied,
    rejected,
    giftCardCents: applied.reduce((sum, a) => sum + a.amountCents, 0),
    amountDueCents: due,
  }
}
