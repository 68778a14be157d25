import { describe, expect, it } from 'vitest'
import { checkDonationAmount } from './donation-amount.js'

const open = { suggestedAmountsCents: [1000, 2500], allowCustomAmount: true }
const fixed = { suggestedAmountsCents: [1000, 2500], allowCustomAmount: false }

describe('donation amount', () => {
  it('takes a suggested amount or, where allowed, any whole amount above zero', () => {
    expect(checkDonationAmount(fixed, 2500)).toEqual({ ok: true, amountCents: 2500 })
    expect(checkDonationAmount(open, 1234)).toEqual({ ok: true, amountCents: 1234 })
    expect(checkDonationAmount(open, 1_000_000_000)).toEqual({ ok: true, amountCents: 1e9 })
  })

  it.each([0, -500, 12.5, Number.NaN, Number.POSITIVE_INFINITY, '1000', null, undefined])(
    'refuses %s as an amount',
    (amount) => {
      expect(checkDonationAmount(open, amount)).toEqual({ ok: false, reason: 'invalid' })
    },
  )

  it('refuses more than the money bound, and an amount the block does not offer', () => {
    expect(checkDonationAmount(open, 1_000_000_001)).toEqual({ ok: false, reason: 'too-large' })
    expect(checkDonationAmount(fixed, 1234)).toEqual({ ok: false, reason: 'not-offered' })
  })
})
