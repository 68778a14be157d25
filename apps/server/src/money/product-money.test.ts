import type { Variant } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { siteMoneyText, variantContext } from './product-money.js'

const website = (locale: string, useCLDRMoneyFormat: boolean) =>
  ({ locale, settings: { useCLDRMoneyFormat } }) as Parameters<typeof siteMoneyText>[0]

describe('siteMoneyText', () => {
  it('prints in the locale’s CLDR format when the site uses it', () => {
    expect(siteMoneyText(website('de-DE', true))(12345, 'EUR')).toBe('123,45\u00a0€')
    expect(siteMoneyText(website('en-US', true))(12345, 'USD')).toBe('$123.45')
  })

  it('prints the SPEC §9 format otherwise', () => {
    expect(siteMoneyText(website('de-DE', false))(12345, 'EUR')).toBe('€123.45')
    expect(siteMoneyText(website('de-DE', false))(123456, 'SEK')).toBe('1,234.56 kr')
  })
})

describe('variantContext', () => {
  const variant: Variant = {
    id: 'v1',
    sku: 'MUG-8-SAGE',
    priceCents: 3400,
    salePriceCents: 2800,
    onSale: true,
    qtyInStock: 3,
    unlimited: false,
    attributes: { Size: '8 oz' },
    optionValues: [],
  }

  it('carries the printed prices the product form shows when given the site’s format', () => {
    const context = variantContext(variant, 'EUR', siteMoneyText(website('de-DE', true)))
    expect(context).toMatchObject({
      price: 3400,
      priceText: '34,00\u00a0€',
      salePriceText: '28,00\u00a0€',
    })
  })

  it('has no printed prices without it', () => {
    expect(variantContext(variant, 'EUR')).not.toHaveProperty('priceText')
  })
})
