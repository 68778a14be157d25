import {
  cldrMoneyFormatter,
  formatMoney,
  isCurrencyCode,
  productVariants,
  specMoneyFormatter,
} from '@atelier/commerce'
import type { CurrencyCode, MoneyFormatter } from '@atelier/commerce'
import { currencyFractionDigits } from '@atelier/schema'
import type { ProductContent, Variant, Website } from '@atelier/schema'
import { diskCldrSource } from '@atelier/template-engine/cldr-packs'

/** SPEC §3 Money as the templates' commerce formatters read it: decimal value and currency. */
export interface MoneyContext {
  value: string
  currency: string
}

export interface VariantContext {
  id: string
  sku: string
  price: number
  salePrice: number
  priceMoney: MoneyContext
  salePriceMoney: MoneyContext
  onSale: boolean
  qtyInStock: number
  unlimited: boolean
  attributes: Record<string, string>
  optionValues: { optionName: string; value: string }[]
  /** The prices as the site prints money, for the product form's price of the chosen variant. */
  priceText?: string
  salePriceText?: string
}

export const fractionDigits: (currency: string) => number = currencyFractionDigits

export function moneyOf(cents: number, currency: string): MoneyContext {
  const digits = fractionDigits(currency)
  return { value: (cents / 10 ** digits).toFixed(digits), currency }
}

const cldrFormatter = cldrMoneyFormatter(diskCldrSource)

/**
 * How the site prints money, the rule the renderer's money formatters follow: the locale's CLDR
 * format when the site uses it (the default), else the SPEC §9 format. Anything the server sends
 * for the storefront to show (the cart's amounts) is formatted here, so pages and islands agree.
 */
export function siteMoneyText(
  website: Pick<Website, 'locale' | 'settings'>,
): (minor: number, currency: CurrencyCode) => string {
  const formatter: MoneyFormatter = website.settings.useCLDRMoneyFormat
    ? cldrFormatter
    : specMoneyFormatter
  return (minor, currency) => formatMoney(minor, currency, website.locale, formatter)
}

/** `moneyText` (`siteMoneyText(website)`) adds the printed prices the visitor runtime shows. */
export function variantContext(
  variant: Variant,
  currency: string,
  moneyText?: (minor: number, currency: CurrencyCode) => string,
): VariantContext {
  const printed =
    moneyText !== undefined && isCurrencyCode(currency)
      ? {
          priceText: moneyText(variant.priceCents, currency),
          salePriceText: moneyText(variant.salePriceCents, currency),
        }
      : {}
  return {
    id: variant.id,
    sku: variant.sku,
    price: variant.priceCents,
    salePrice: variant.salePriceCents,
    priceMoney: moneyOf(variant.priceCents, currency),
    salePriceMoney: moneyOf(variant.salePriceCents, currency),
    onSale: variant.onSale,
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
    attributes: variant.attributes,
    optionValues: variant.optionValues,
    ...printed,
  }
}

/**
 * A gift card is sold in denominations; it is shown as one variant per denomination (attribute
 * Amount), so the variant select offers them like any other option. The SKUs are the cart API's
 * (`productVariants` of `@atelier/commerce`), so what the page offers is what the cart accepts.
 */
export function giftCardVariants(
  product: ProductContent,
  currency: string,
  locale: string,
): Variant[] {
  // Stored variants win over denominations, as in the cart API.
  if (product.variants.length > 0) return product.variants
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return productVariants(product).map((variant) => {
    const cents = variant.priceCents ?? 0
    return {
      id: `denomination-${cents}`,
      sku: variant.sku ?? '',
      priceCents: cents,
      salePriceCents: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: true,
      attributes: { Amount: format.format(cents / 10 ** fractionDigits(currency)) },
      optionValues: [],
    }
  })
}

export function isSoldOut(variants: readonly Pick<Variant, 'unlimited' | 'qtyInStock'>[]): boolean {
  return variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0)
}

/** The lowest price a visitor pays, sale prices included; 0 when there are no variants. */
export function lowestPriceCents(variants: readonly Variant[]): number {
  const prices = variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents))
  return prices.length === 0 ? 0 : Math.min(...prices)
}
