import { describe, expect, it } from 'vitest'
import { afterpayClearpayOffer, withinAfterpayLimits } from './afterpay-clearpay.js'

describe('Afterpay / Clearpay offer', () => {
  it('is offered only with Stripe connected and the method turned on', () => {
    expect(afterpayClearpayOffer({ stripeConnected: false, enabled: true, currency: 'USD' })).toBe(
      undefined,
    )
    expect(afterpayClearpayOffer({ stripeConnected: true, enabled: false, currency: 'USD' })).toBe(
      undefined,
    )
    expect(
      afterpayClearpayOffer({ stripeConnected: true, enabled: true, currency: 'usd' }),
    ).toEqual({ country: 'US', minCents: 100, maxCents: 400_000, provider: 'afterpay' })
  })

  it('follows Stripe’s limits per currency, Clearpay in pounds, nothing in other currencies', () => {
    const on = (currency: string) =>
      afterpayClearpayOffer({ stripeConnected: true, enabled: true, currency })
    expect(on('GBP')).toMatchObject({ country: 'GB', maxCents: 100_000, provider: 'clearpay' })
    expect(on('AUD')).toMatchObject({ country: 'AU', maxCents: 200_000 })
    expect(on('CAD')?.country).toBe('CA')
    expect(on('NZD')?.country).toBe('NZ')
    expect(on('EUR')).toBe(undefined)
    expect(on('JPY')).toBe(undefined)
  })

  it('takes amounts within the limits, both ends included', () => {
    const offer = afterpayClearpayOffer({ stripeConnected: true, enabled: true, currency: 'GBP' })!
    expect(withinAfterpayLimits(offer, 99)).toBe(false)
    expect(withinAfterpayLimits(offer, 100)).toBe(true)
    expect(withinAfterpayLimits(offer, 100_000)).toBe(true)
    expect(withinAfterpayLimits(offer, 100_001)).toBe(false)
  })
})
