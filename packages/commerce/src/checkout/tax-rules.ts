import type { ShippingLocation, TaxRule } from '../cart.js'
import { scaledToDecimal } from '../decimal.js'
import { prorate } from '../prorate.js'
import { divideRounded, multiplyRounded, toSafeNumber } from '../rounding.js'

/** A tax the store collects, as the owner sets it up. */
export interface StoreTaxRule {
  readonly id: string
  readonly name: string
  /** ISO 3166-1 alpha-2. */
  readonly country: string
  /** A region code (e.g. a US state); absent means the whole country. */
  readonly region?: string
  /** 825 is 8.25 %. */
  readonly rateBasisPoints: number
  readonly appliesToShipping: boolean
  /** The store's prices already contain this tax (VAT style): it is extracted, not added. */
  readonly pricesIncludeTax: boolean
}

const BASIS = 10_000n
const upper = (code: string | undefined) => (code ?? '').trim().toUpperCase()

/**
 * The rules that apply at an address: every rule of its country without a region, and every rule
 * for its region. Several rules stack (a state tax and a city tax are two rules).
 */
export function applicableTaxRules(
  address: ShippingLocation | null | undefined,
  rules: readonly StoreTaxRule[],
): StoreTaxRule[] {
  const country = upper(address?.country)
  if (country === '') return []
  const region = upper(address?.region)
  return rules.filter(
    (rule) =>
      upper(rule.country) === country &&
      (rule.region === undefined || upper(rule.region) === region),
  )
}

/** A rule in the cart's own shape (SPEC §3 `applicableTaxRules`): '8.25' for 825 basis points. */
export function toCartTaxRule(rule: StoreTaxRule): TaxRule {
  return { name: rule.name, ratePercent: scaledToDecimal(rule.rateBasisPoints, 2) }
}

export interface TaxedAmount {
  /** Tax contained in the amount (rules with tax-inclusive prices). */
  readonly includedCents: number
  /** Tax on top of the amount (rules with tax-exclusive prices). */
  readonly addedCents: number
  /** Per rule, in the order of the rules given. */
  readonly byRule: readonly number[]
}

/**
 * Tax on one amount (a line after its discount, or the shipping cost), rounded half up to whole
 * minor units here, per amount and per rule; an order's tax is the sum of these rounded amounts.
 * Inclusive rules extract their tax from the amount without changing it:
 * tax = amount − amount / (1 + rate), with the inclusive rates added together and the extracted
 * tax shared among them by rate (`prorate`). Exclusive rules tax the amount net of included tax.
 */
export function taxOnAmount(amountCents: number, rules: readonly StoreTaxRule[]): TaxedAmount {
  const inclusiveBp = rules
    .filter((r) => r.pricesIncludeTax)
    .reduce((sum, r) => sum + BigInt(r.rateBasisPoints), 0n)
  const net =
    inclusiveBp === 0n
      ? amountCents
      : toSafeNumber(divideRounded(BigInt(amountCents) * BASIS, BASIS + inclusiveBp, 'half-up'))
  const includedCents = amountCents - net
  const inclusiveShares =
    inclusiveBp === 0n
      ? []
      : prorate(
          includedCents,
          rules.filter((r) => r.pricesIncludeTax).map((r) => r.rateBasisPoints),
        )
  let nextInclusive = 0
  let addedCents = 0
  const byRule = rules.map((rule) => {
    if (rule.pricesIncludeTax) return inclusiveShares[nextInclusive++] ?? 0
    const tax = multiplyRounded(net, BigInt(rule.rateBasisPoints), BASIS, 'half-up')
    addedCents += tax
    return tax
  })
  return { includedCents, addedCents, byRule }
}

export interface RuleTax {
  readonly ruleId: string
  readonly name: string
  readonly rateBasisPoints: number
  readonly taxCents: number
}

export interface OrderTax {
  /** Tax of each line, in the order of the lines. */
  readonly lineTaxCents: readonly number[]
  readonly shippingTaxCents: number
  readonly includedTaxCents: number
  readonly addedTaxCents: number
  /** All tax on the order, included or added (SPEC §3 `taxCents`). */
  readonly taxCents: number
  readonly byRule: readonly RuleTax[]
}

/**
 * Tax of an order from its lines' amounts after discounts and its shipping cost after any
 * free-shipping coupon. Shipping is taxed only by the rules that say so.
 */
export function computeOrderTax(
  lineAmountsCents: readonly number[],
  shippingCents: number,
  rules: readonly StoreTaxRule[],
): OrderTax {
  const perRule = rules.map(() => 0)
  let included = 0
  let added = 0
  const collect = (taxed: TaxedAmount, applied: readonly StoreTaxRule[]) => {
    taxed.byRule.forEach((tax, i) => {
      const index = rules.indexOf(applied[i] as StoreTaxRule)
      perRule[index] = (perRule[index] ?? 0) + tax
    })
    included += taxed.includedCents
    added += taxed.addedCents
    return taxed.includedCents + taxed.addedCents
  }
  const lineTaxCents = lineAmountsCents.map((amount) => collect(taxOnAmount(amount, rules), rules))
  const shippingRules = rules.filter((r) => r.appliesToShipping)
  const shippingTaxCents =
    shippingCents > 0 && shippingRules.length > 0
      ? collect(taxOnAmount(shippingCents, shippingRules), shippingRules)
      : 0
  return {
    lineTaxCents,
    shippingTaxCents,
    includedTaxCents: included,
    addedTaxCents: added,
    taxCents: included + added,
    byRule: rules.map((rule, i) => ({
      ruleId: rule.id,
      name: rule.name,
      rateBasisPoints: rule.rateBasisPoints,
      taxCents: perRule[i] ?? 0,
    })),
  }
}
