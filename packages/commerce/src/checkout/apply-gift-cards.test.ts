import { describe, expect, it } from 'vitest'
import { applyGiftCards, giftCardNotFound } from './apply-gift-cards.js'

describe('applyGiftCards', () => {
  it('takes part of a balance when it exceeds the amount due', () => {
    expect(
      applyGiftCards(3000, [{ code: 'AAAA', balanceCents: 5000, currency: 'USD' }], 'USD'),
    ).toEqual({
      applied: [{ code: 'AAAA', amountCents: 3000, balanceAfterCents: 2000 }],
      rejected: [],
      giftCardCents: 3000,
      amountDueCents: 0,
    })
  })

  it('uses several cards in the order given, leaving the rest to pay', () => {
    const result = applyGiftCards(
      10000,
      [
        { code: 'a', balanceCents: 2500, currency: 'USD' },
        { code: 'b', balanceCents: 4000, currency: 'USD' },
      ],
      'USD',
    )
    expect(result.applied.map((a) => [a.code, a.amountCents, a.balanceAfterCents])).toEqual([
      ['A', 2500, 0],
      ['B', 4000, 0],
    ])
    expect(result.amountDueCents).toBe(3500)
  })

  it('never takes more than is due: a card not needed keeps its balance', () => {
    const result = applyGiftCards(
      1000,
      [
        { code: 'A', balanceCents: 1000, currency: 'USD' },
        { code: 'B', balanceCents: 1000, currency: 'USD' },
      ],
      'USD',
    )
    expect(result.giftCardCents).toBe(1000)
    expect(result.amountDueCents).toBe(0)
    expect(result.rejected).toEqual([
      { giftCardCode: 'B', code: 'not-needed', message: 'Your order is already fully paid.' },
    ])
  })

  it('refuses a card in another currency, an empty card and a card entered twice', () => {
    const result = applyGiftCards(
      5000,
      [
        { code: 'EUR1', balanceCents: 5000, currency: 'EUR' },
        { code: 'ZERO', balanceCents: 0, currency: 'USD' },
        { code: 'OK', balanceCents: 1000, currency: 'USD' },
        { code: 'ok', balanceCents: 1000, currency: 'USD' },
      ],
      'USD',
    )
    expect(result.rejected.map((r) => [r.giftCardCode, r.code, r.message])).toEqual([
      ['EUR1', 'currency-mismatch', 'This gift card cannot be used in this currency.'],
      ['ZER0', 'empty-balance', 'This gift card has no remaining balance.'],
      ['0K', 'already-applied', 'This gift card has already been applied.'],
    ])
    expect(result.amountDueCents).toBe(4000)
  })

  it('works in whole yen', () => {
    const result = applyGiftCards(1980, [{ code: 'Y', balanceCents: 5000, currency: 'JPY' }], 'JPY')
    expect(result).toMatchObject({ giftCardCents: 1980, amountDueCents: 0 })
  })

  it('words an unknown code like a mistyped one', () => {
    expect(giftCardNotFound('ABCD')).toEqual({
      giftCardCode: 'ABCD',
      code: 'not-found',
      message: 'This gift card code is not valid. Please check it and try again.',
    })
  })
})
