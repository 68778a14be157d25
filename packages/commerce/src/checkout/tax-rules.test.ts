import { describe, expect, it } from 'vitest'
import {
  applicableTaxRules,
  computeOrderTax,
  taxOnAmount,
  toCartTaxRule,
  type StoreTaxRule,
} from './tax-rules.js'

const rule = (over: Partial<StoreTaxRule> & Pick<StoreTaxRule, 'id'>): StoreTaxRule => ({
  name: over.id,
  country: 'US',
  rateBasisPoints: 1000,
  appliesToShipping: false,
  pricesIncludeTax: false,
  ...over,
})

describe('applicableTaxRules', () => {
  const rules = [
    rule({ id: 'us', country: 'US' }),
    rule({ id: 'ny', country: 'US', region: 'NY' }),
    rule({ id: 'ca', country: 'US', region: 'CA' }),
    rule({ id: 'gb', country: 'GB' }),
  ]

  it('takes the country-wide rules and the rules of the region', () => {
    const ids = applicableTaxRules({ country: 'us', region: 'ny' }, rules).map((r) => r.id)
    expect(ids).toEqual(['us', 'ny'])
  })

  it('takes no region rule for an address without a region, and nothing without a country', () => {
    expect(applicableTaxRules({ country: 'US' }, rules).map((r) => r.id)).toEqual(['us'])
    expect(applicableTaxRules({}, rules)).toEqual([])
    expect(applicableTaxRules(null, rules)).toEqual([])
  })

  it('shows a rule in the cart shape with its rate as a percentage', () => {
    expect(toCartTaxRule(rule({ id: 'nyc', name: 'NYC', rateBasisPoints: 825 }))).toEqual({
      name: 'NYC',
      ratePercent: '8.25',
    })
  })
})

describe('taxOnAmount', () => {
  it('adds exclusive tax rounded half up to whole minor units', () => {
    expect(taxOnAmount(1999, [rule({ id: 'a', rateBasisPoints: 825 })])).toEqual({
      includedCents: 0,
      addedCents: 165, // 164.9175
      byRule: [165],
    })
    expect(taxOnAmount(100, [rule({ id: 'a', rateBasisPoints: 50 })]).addedCents).toBe(1) // 0.5
    expect(taxOnAmount(90, [rule({ id: 'a', rateBasisPoints: 50 })]).addedCents).toBe(0) // 0.45
  })

  it('extracts inclusive tax without changing the price: tax = price − price / (1 + rate)', () => {
    const vat = [rule({ id: 'vat', country: 'GB', rateBasisPoints: 2000, pricesIncludeTax: true })]
    expect(taxOnAmount(1200, vat)).toEqual({ includedCents: 200, addedCents: 0, byRule: [200] })
    // 1000 / 1.2 = 833.33… → net 833, tax 167
    expect(taxOnAmount(1000, vat)).toEqual({ includedCents: 167, addedCents: 0, byRule: [167] })
  })

  it('works in currencies without minor units (JPY: whole yen)', () => {
    const jp = [rule({ id: 'jp', country: 'JP', rateBasisPoints: 1000, pricesIncludeTax: true })]
    expect(taxOnAmount(1000, jp).includedCents).toBe(91) // 1000 − 909.09… rounded to 909
    expect(taxOnAmount(1980, [rule({ id: 'jp', rateBasisPoints: 1000 })]).addedCents).toBe(198)
  })

  it('shares included tax among several inclusive rules by rate, summing exactly', () => {
    const rules = [
      rule({ id: 'a', rateBasisPoints: 500, pricesIncludeTax: true }),
      rule({ id: 'b', rateBasisPoints: 1000, pricesIncludeTax: true }),
    ]
    const taxed = taxOnAmount(1150, rules) // net 1000
    expect(taxed.includedCents).toBe(150)
    expect(taxed.byRule).toEqual([50, 100])
  })

  it('adds exclusive rules on the amount net of included tax', () => {
    const rules = [
      rule({ id: 'vat', rateBasisPoints: 2000, pricesIncludeTax: true }),
      rule({ id: 'extra', rateBasisPoints: 1000 }),
    ]
    expect(taxOnAmount(1200, rules)).toEqual({
      includedCents: 200,
      addedCents: 100,
      byRule: [200, 100],
    })
  })
})

describe('computeOrderTax', () => {
  it('rounds per line, so two half-cent taxes make two cents', () => {
    const tax = computeOrderTax([100, 100], 0, [rule({ id: 'a', rateBasisPoints: 50 })])
    expect(tax.lineTaxCents).toEqual([1, 1])
    expect(tax.taxCents).toBe(2)
  })

  it('taxes shipping only under rules that apply to shipping', () => {
    const state = rule({ id: 'state', rateBasisPoints: 1000, appliesToShipping: true })
    const city = rule({ id: 'city', rateBasisPoints: 500 })
    const tax = computeOrderTax([1000], 500, [state, city])
    expect(tax.shippingTaxCents).toBe(50)
    expect(tax.byRule).toEqual([
      { ruleId: 'state', name: 'state', rateBasisPoints: 1000, taxCents: 150 },
      { ruleId: 'city', name: 'city', rateBasisPoints: 500, taxCents: 50 },
    ])
    expect(tax.addedTaxCents).toBe(200)
    expect(computeOrderTax([1000], 500, [city]).shippingTaxCents).toBe(0)
  })

  it('extracts inclusive tax from shipping when the rule covers it', () => {
    const vat = rule({
      id: 'vat',
      rateBasisPoints: 2000,
      pricesIncludeTax: true,
      appliesToShipping: true,
    })
    const tax = computeOrderTax([1200], 600, [vat])
    expect(tax).toMatchObject({ includedTaxCents: 300, addedTaxCents: 0, shippingTaxCents: 100 })
  })
})
