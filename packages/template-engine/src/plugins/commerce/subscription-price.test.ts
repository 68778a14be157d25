import { describe, expect, it } from 'vitest'
import { subscriptionPriceFormatter } from './subscription-price.js'
import { applyFormatter } from './test-context.js'

const native = (amount: string) => `<span class="sqs-money-native">${amount}</span>`
const option = (value: string, sale?: string) => ({
  priceMoney: { value },
  onSale: sale !== undefined,
  salePriceMoney: { value: sale ?? '0' },
})
const product = (...variants: unknown[][]) => ({
  structuredContent: {
    productType: 1,
    variants: variants.map((pricingOptions) => ({ pricingOptions })),
  },
})
const render = (item: unknown) => applyFormatter(subscriptionPriceFormatter, item)

describe('subscription-price', () => {
  it('shows nothing without pricing options', () => {
    expect(render(product())).toBe('\n\n\n<div class="subscription-price">\n\n</div>')
  })

  it("shows one price when every variant's first option costs the same", () => {
    expect(render(product([option('18')], [option('18'), option('1')]))).toBe(
      `\n\n\n<div class="subscription-price">\n${native('18.00')}\n</div>`,
    )
  })

  it('shows "from" the lowest first option when they differ', () => {
    expect(
      render(product([option('9.50'), option('5')], [option('4.75')], [option('30', '2.5')])),
    ).toBe(`\n\n\n<div class="subscription-price">\nfrom ${native('2.50')}\n\n</div>`)
  })

  it('shows a sale pair for a discounted option', () => {
    expect(render(product([option('22.50', '15')]))).toContain(
      `${native('15.00')} <span class="visually-hidden v6-visually-hidden">Original Price:</span>` +
        `<span class="original-price">${native('22.50')}</span>`,
    )
  })
})
