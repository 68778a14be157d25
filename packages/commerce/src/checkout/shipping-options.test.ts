import { describe, expect, it } from 'vitest'
import type { CheckoutLine } from './checkout-line.js'
import {
  selectShippingOption,
  shippingOptionsFor,
  type StoreShippingRate,
} from './shipping-options.js'

const line = (over: Partial<CheckoutLine> = {}): CheckoutLine => ({
  id: 'l1',
  itemId: 'i1',
  sku: 's1',
  title: 'Mug',
  quantity: 2,
  unitPriceCents: 1500,
  kind: 'physical',
  unitWeightGrams: 400,
  ...over,
})

const rates: StoreShippingRate[] = [
  {
    id: 'flat',
    name: 'Standard',
    kind: 'flat-rate',
    costCents: 599,
    destinations: [{ country: 'US' }],
  },
  {
    id: 'weight',
    name: 'By weight',
    kind: 'weight-bands',
    bands: [
      { upToGrams: 2000, costCents: 1200 },
      { upToGrams: 500, costCents: 400 },
    ],
    destinations: [{ country: 'US' }, { country: 'CA' }],
  },
  {
    id: 'free',
    name: 'Free over $50',
    kind: 'free-above',
    minimumSubtotalCents: 5000,
    destinations: [{ country: 'US' }],
  },
  {
    id: 'pickup',
    name: 'Pick up in Brooklyn',
    kind: 'local-pickup',
    destinations: [{ country: 'US', regions: ['NY'] }],
  },
]

const ids = (options: { id: string; costCents: number }[]) =>
  options.map((o) => [o.id, o.costCents])

describe('shippingOptionsFor', () => {
  it('offers the rates that reach the address, with their cost', () => {
    const options = shippingOptionsFor({ lines: [line()] }, { country: 'US', region: 'NY' }, rates)
    // 2 × 400 g = 800 g: the 2000 g band
    expect(ids(options)).toEqual([
      ['flat', 599],
      ['weight', 1200],
      ['pickup', 0],
    ])
  })

  it('limits rates to their countries and regions', () => {
    expect(
      ids(shippingOptionsFor({ lines: [line()] }, { country: 'ca', region: 'QC' }, rates)),
    ).toEqual([['weight', 1200]])
    expect(shippingOptionsFor({ lines: [line()] }, { country: 'FR' }, rates)).toEqual([])
    expect(shippingOptionsFor({ lines: [line()] }, null, rates)).toEqual([])
  })

  it('picks the smallest band that covers the weight, and drops the rate beyond the last band', () => {
    const cost = (unitWeightGrams: number) =>
      shippingOptionsFor(
        { lines: [line({ quantity: 1, unitWeightGrams })] },
        { country: 'CA' },
        rates,
      )[0]?.costCents
    expect(cost(400)).toBe(400)
    expect(cost(500)).toBe(400)
    expect(cost(501)).toBe(1200)
    const heavy = [line({ quantity: 6 })] // 2400 g
    expect(shippingOptionsFor({ lines: heavy }, { country: 'CA' }, rates)).toEqual([])
  })

  it('offers free shipping from its minimum subtotal on', () => {
    const at = (subtotalCents: number) =>
      ids(shippingOptionsFor({ lines: [line()], subtotalCents }, { country: 'US' }, rates))
    expect(at(4999)).not.toContainEqual(['free', 0])
    expect(at(5000)).toContainEqual(['free', 0])
  })

  it('offers nothing for carts that do not ship: digital goods, services, gift cards', () => {
    const lines = [
      line({ kind: 'digital' }),
      line({ kind: 'gift-card' }),
      line({ kind: 'service' }),
    ]
    expect(shippingOptionsFor({ lines }, { country: 'US' }, rates)).toEqual([])
  })

  it('treats a rate without destinations as shipping everywhere', () => {
    const anywhere: StoreShippingRate = {
      id: 'world',
      name: 'Worldwide',
      kind: 'flat-rate',
      costCents: 2500,
      destinations: [],
    }
    expect(ids(shippingOptionsFor({ lines: [line()] }, { country: 'JP' }, [anywhere]))).toEqual([
      ['world', 2500],
    ])
  })
})

describe('selectShippingOption', () => {
  const options = shippingOptionsFor({ lines: [line()] }, { country: 'US' }, rates)

  it('accepts an offered option', () => {
    expect(selectShippingOption(options, true, 'flat')).toEqual({ ok: true, option: options[0] })
  })

  it('asks for a choice, refuses one not on offer, and says when nothing ships there', () => {
    expect(selectShippingOption(options, true, null)).toEqual({
      ok: false,
      code: 'shipping-option-required',
      message: 'Please choose a shipping option.',
    })
    expect(selectShippingOption(options, true, 'pickup')).toMatchObject({
      ok: false,
      code: 'shipping-option-unavailable',
      message: 'This shipping option is not available for your address.',
    })
    expect(selectShippingOption([], true, 'flat')).toMatchObject({
      ok: false,
      code: 'no-shipping-to-address',
      message: 'We do not ship to this address.',
    })
  })

  it('needs no option when nothing ships', () => {
    expect(selectShippingOption([], false, 'flat')).toEqual({ ok: true, option: null })
  })
})
