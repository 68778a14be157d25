import { checkoutStrings } from './strings.js'

export type TestCardOutcome = 'succeeded' | 'declined' | 'insufficient-funds'

/** Card numbers the test payment provider knows, as in the major providers' test modes. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
}

/** What a saved card does when a renewal charges it later, off-session (without the shopper). */
export type RenewalCardOutcome = TestCardOutcome | 'authentication-required'

/**
 * Test cards that pay at checkout and fail later, for trying dunning: 4000 0000 0000 0341 is
 * declined on every renewal (as Stripe's card whose later charges fail), 4000 0027 6000 3184 asks
 * for authentication on every renewal (as Stripe's `authenticationRequired` card). Every other
 * card renews as it paid.
 */
export const RENEWAL_TEST_CARDS: Readonly<Record<string, RenewalCardOutcome>> = {
  '4000000000000341': 'declined',
  '4000002760003184': 'authentication-required',
}

/** What a card does at checkout: the renewal test cards pay there. */
function firstChargeOf(digits: string): TestCardOutcome | undefined {
  return RENEWAL_TEST_CARDS[digits] === undefined ? TEST_CARDS[digits] : 'succeeded'
}

/** What a card saved at checkout does on its renewals. */
export function testCardRenewalOutcome(number: string): RenewalCardOutcome {
  const digits = cardDigits(number)
  return RENEWAL_TEST_CARDS[digits] ?? firstChargeOf(digits) ?? 'declined'
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i])
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

/**
 * What the test payment provider does with a card number: the known test numbers behave as named;
 * any other number is declined, so a real card can never be charged in test mode.
 */
export function testCardOutcome(number: string): TestCardOutcome {
  return firstChargeOf(cardDigits(number)) ?? 'declined'
}

/** The message shown for a failed test charge. */
export function cardFailureMessage(outcome: Exclude<TestCardOutcome, 'succeeded'>): string {
  return outcome === 'insufficient-funds'
    ? checkoutStrings.cardInsufficientFunds
    : checkoutStrings.cardDeclined
}

export interface CardInput {
  readonly number: string
  readonly expMonth: number | string
  /** Two or four digits. */
  readonly expYear: number | string
  readonly cvc: string
}

export type CardField = 'number' | 'expiry' | 'cvc'

/**
 * Card field checks before any charge, as `{ field: message }` (empty when the card can be tried).
 * Numbers are 13 to 19 digits passing Luhn; a card is valid through the last day of its expiry
 * month (UTC); security codes are 3 digits, 4 for American Express.
 */
export function validateCard(card: CardInput, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {}
  const digits = cardDigits(card.number)
  if (!/^\d*$/.test(digits)) errors.number = checkoutStrings.cardNumberInvalid
  else if (digits.length < 13) errors.number = checkoutStrings.cardNumberIncomplete
  else if (digits.length > 19 || !passesLuhn(digits))
    errors.number = checkoutStrings.cardNumberInvalid

  const month = Number(card.expMonth)
  const yearText = String(card.expYear).trim()
  if (String(card.expMonth).trim() === '' || yearText === '' || yearText.length === 3) {
    errors.expiry = checkoutStrings.cardExpiryIncomplete
  } else {
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
      errors.expiry = checkoutStrings.cardExpiryInvalid
    } else if (now.getTime() >= Date.UTC(year, month, 1)) {
      errors.expiry = checkoutStrings.cardExpired
    }
  }

  const cvcLength = /^3[47]/.test(digits) ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    errors.cvc = checkoutStrings.cardCvcIncomplete
  }
  return errors
}
