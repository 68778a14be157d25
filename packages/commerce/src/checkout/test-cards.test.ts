import { describe, expect, it } from 'vitest'
import {
  cardFailureMessage,
  passesLuhn,
  testCardOutcome,
  testCardRenewalOutcome,
  validateCard,
} from './test-cards.js'

const now = new Date('2026-11-21T10:00:00.000Z')
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }

describe('testCardOutcome', () => {
  it('follows the test numbers, with or without spaces', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded')
    expect(testCardOutcome('4000000000000002')).toBe('declined')
    expect(testCardOutcome('4000-0000-0000-9995')).toBe('insufficient-funds')
  })

  it('declines any other number, so no real card is charged in test mode', () => {
    expect(testCardOutcome('5555555555554444')).toBe('declined')
  })

  it('words the failures', () => {
    expect(cardFailureMessage('declined')).toBe('Your card was declined.')
    expect(cardFailureMessage('insufficient-funds')).toBe('Your card has insufficient funds.')
  })
})

describe('testCardRenewalOutcome', () => {
  it('has cards that pay at checkout and fail on renewal', () => {
    expect(testCardOutcome('4000 0000 0000 0341')).toBe('succeeded')
    expect(testCardRenewalOutcome('4000 0000 0000 0341')).toBe('declined')
    expect(testCardOutcome('4000 0027 6000 3184')).toBe('succeeded')
    expect(testCardRenewalOutcome('4000 0027 6000 3184')).toBe('authentication-required')
    expect(passesLuhn('4000000000000341') && passesLuhn('4000002760003184')).toBe(true)
  })

  it('renews every other card as it paid', () => {
    expect(testCardRenewalOutcome('4242424242424242')).toBe('succeeded')
    expect(testCardRenewalOutcome('4000000000009995')).toBe('insufficient-funds')
    expect(testCardRenewalOutcome('5555555555554444')).toBe('declined')
  })
})

describe('validateCard', () => {
  it('accepts the test cards', () => {
    expect(validateCard(good, now)).toEqual({})
    expect(passesLuhn('4000000000009995')).toBe(true)
  })

  it('reports incomplete and invalid numbers', () => {
    expect(validateCard({ ...good, number: '4242 4242' }, now)).toEqual({
      number: 'Your card number is incomplete.',
    })
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now)).toEqual({
      number: 'Your card number is invalid.',
    })
    expect(validateCard({ ...good, number: '4242 abcd 4242 4242' }, now).number).toBe(
      'Your card number is invalid.',
    )
  })

  it('keeps a card valid through its expiry month', () => {
    expect(validateCard({ ...good, expMonth: 11, expYear: 26 }, now)).toEqual({})
    expect(validateCard({ ...good, expMonth: 10, expYear: 2026 }, now)).toEqual({
      expiry: 'Your card has expired.',
    })
    expect(
      validateCard({ ...good, expMonth: 11, expYear: 26 }, new Date('2026-12-01T00:00:00Z')),
    ).toEqual({
      expiry: 'Your card has expired.',
    })
    expect(validateCard({ ...good, expMonth: 13, expYear: 2030 }, now).expiry).toBe(
      "Your card's expiration date is invalid.",
    )
    expect(validateCard({ ...good, expMonth: '', expYear: '' }, now).expiry).toBe(
      "Your card's expiration date is incomplete.",
    )
  })

  it('asks for a complete security code, four digits for American Express', () => {
    expect(validateCard({ ...good, cvc: '12' }, now)).toEqual({
      cvc: "Your card's security code is incomplete.",
    })
    const amex = { number: '378282246310005', expMonth: 1, expYear: 2030 }
    expect(validateCard({ ...amex, cvc: '123' }, now).cvc).toBe(
      "Your card's security code is incomplete.",
    )
    expect(validateCard({ ...amex, cvc: '1234' }, now)).toEqual({})
  })
})
