import { describe, expect, it } from 'vitest'
import { fromPriceFormatter, normalPriceFormatter, salePriceFormatter } from './price-amounts.js'
import { productPriceFormatter } from './product-price.js'
import { applyFormatter } from './test-context.js'

const native = (amount: string) => `<span class="sqs-money-native">${amount}</span>`
// The storefront markup keeps three blank lines before the block.
const block = (inner: string) => `\n\n\n<div class="product-price">\n${inner}</div>`
const price = (item: unknown, locale?: string) =>
  applyFormatter(productPriceFormatter, item, { locale })

describe('from-price, normal-price, sale-price', () => {
  const item = {
    structuredContent: {
      productType: 1,
      variants: [
        { priceMoney: { value: '1' } },
        { onSale: true, salePriceMoney: { value: '.1' } },
        { priceMoney: { value: '2.00' } },
      ],
    },
  }
  it('print cents, as text', () => {
    expect(applyFormatter(fromPriceFormatter, item)).toBe('10')
    expect(applyFormatter(normalPriceFormatter, item)).toBe('200')
    expect(applyFormatter(salePriceFormatter, item)).toBe('10')
    expect(applyFormatter(normalPriceFormatter, { structuredContent: { productType: -1 } })).toBe(
      '0',
    )
  })
})

describe('product-price for one-time purchases', () => {
  it('shows one price', () => {
    const item = { structuredContent: { productType: 2, priceMoney: { value: '200' } } }
    expect(price(item)).toBe(block(`${native('200.00')}\n`))
  })

  it('shows "from" the lowest price when prices vary, translated when asked', () => {
    const item = {
      structuredContent: {
        productType: 1,
        variants: [{ priceMoney: { value: '100' } }, { priceMoney: { value: '2000' } }],
      },
    }
    expect(price(item)).toBe(block(`from ${native('100.00')}\n\n`))
    const translated = { ...item, localizedStrings: { productPriceFromText: 'ab {fromPrice}' } }
    expect(price(translated)).toBe(block(`ab ${native('100.00')}\n\n`))
  })

  it('shows the sale price beside the original one', () => {
    const item = {
      structuredContent: {
        productType: 2,
        onSale: true,
        priceMoney: { value: '400' },
        salePriceMoney: { value: '200' },
      },
    }
    expect(price(item)).toBe(
      block(
        '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>' +
          `${native('200.00')} <span class="visually-hidden v6-visually-hidden">Original Price:</span>` +
          `<span class="original-price">${native('400.00')}</span>\n\n`,
      ),
    )
  })

  it('shows nothing for a product without a type', () => {
    expect(price({ structuredContent: { productType: -1 } })).toBe(block('\n'))
  })

  it('uses the locale currency format when the site opts in', () => {
    const item = {
      structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } },
      featureFlags: { useCLDRMoneyFormat: true },
    }
    expect(price(item)).toBe(block('€2,500.00\n'))
    expect(price(item, 'de-DE')).toBe(block('2.500,00\u00a0€\n'))
  })

  it('writes JPY without minor units in the legacy format (SPEC §3)', () => {
    const item = {
      structuredContent: { productType: 2, priceMoney: { value: '1234', currency: 'JPY' } },
    }
    expect(price(item)).toBe(block(`${native('1,234')}\n`))
  })
})

describe('product-price for subscriptions', () => {
  const subscription = (
    billingPeriod: { unit: string; value: number },
    numBillingCycles: number,
    variants: unknown[] = [{ priceMoney: { value: '100' } }],
    localizedStrings?: Record<string, string>,
  ) => ({
    structuredContent: {
      productType: 1,
      isSubscribable: 'true',
      subscriptionPlan: { billingPeriod, numBillingCycles },
      variants,
    },
    localizedStrings,
  })

  it('words the billing period and duration', () => {
    expect(price(subscription({ unit: 'WEEK', value: 1 }, 0))).toBe(
      block(`${native('100.00')} every week\n`),
    )
    expect(price(subscription({ unit: 'MONTH', value: 2 }, 4))).toBe(
      block(`${native('100.00')} every 2 months for 8 months\n`),
    )
    expect(price(subscription({ unit: 'YEAR', value: 1 }, 1))).toBe(
      block(`${native('100.00')} every year for 1 year\n`),
    )
  })

  it('converts whole years (52 weeks, 12 months)', () => {
    expect(price(subscription({ unit: 'WEEK', value: 2 }, 26))).toBe(
      block(`${native('100.00')} every 2 weeks for 1 year\n`),
    )
    expect(price(subscription({ unit: 'MONTH', value: 1 }, 36))).toBe(
      block(`${native('100.00')} every month for 3 years\n`),
    )
  })

  it('starts with "from" when prices vary, and shows both prices on sale', () => {
    const varied = [{ priceMoney: { value: '100' } }, { priceMoney: { value: '200' } }]
    expect(price(subscription({ unit: 'WEEK', value: 1 }, 6, varied))).toBe(
      block(`from ${native('100.00')} every week for 6 weeks\n\n`),
    )
    const onSale = [{ priceMoney: { value: '200' }, onSale: true, salePriceMoney: { value: '50' } }]
    expect(price(subscription({ unit: 'MONTH', value: 1 }, 0, onSale))).toContain(
      `${native('50.00')} every month <span class="visually-hidden v6-visually-hidden">Original Price:</span>` +
        `<span class="original-price">${native('200.00')} every month</span>`,
    )
  })

  it('uses the page translation of the wording', () => {
    const item = subscription({ unit: 'WEEK', value: 5 }, 3, undefined, {
      productPrice__singlePrice__nWeekly__limited__nWeeks:
        '{price} / {billingPeriodValue} wk ({duration})',
    })
    expect(price(item)).toBe(block(`${native('100.00')} / 5 wk (15)\n`))
  })

  it('says Unavailable without a billing period', () => {
    const item = { structuredContent: { productType: 1, isSubscribable: true, variants: [] } }
    expect(price(item)).toBe(block('Unavailable\n\n'))
    expect(price({ ...item, localizedStrings: { productPriceUnavailable: 'Nope' } })).toBe(
      block('Nope\n\n'),
    )
  })
})
