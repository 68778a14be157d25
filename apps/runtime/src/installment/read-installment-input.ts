import {
  isCurrencyCode,
  variantUnitPrice,
  type InstallmentInput,
  type Money,
  type ProductVariant,
} from '@atelier/commerce'

/** Provider limits used when the page does not give the store's own (minor units). */
export const DEFAULT_INSTALLMENT_LIMITS = { minCents: 100, maxCents: 200000 } as const

function lowestVariantPrice(scope: ParentNode, productType: string | undefined): Money | undefined {
  const raw = scope.querySelector<HTMLElement>('[data-variants]')?.dataset.variants
  if (!raw) return undefined
  try {
    const variants = JSON.parse(raw) as ProductVariant[]
    const prices = variants.map((v) => variantUnitPrice({ productType }, v))
    return prices.sort((a, b) => a.minor - b.minor)[0]
  } catch {
    return undefined
  }
}

const numberOf = (text: string | undefined): number | undefined => {
  const n = Number(text)
  return text !== undefined && text !== '' && Number.isFinite(n) ? n : undefined
}

/** The server's installment amount per variant SKU (`data-variant-texts`), '' when none. */
export function readVariantTexts(root: HTMLElement): Readonly<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(root.dataset.variantTexts ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * The pill's context once a variant is chosen: that variant's price (sale price included) and
 * the server's text for it, when it printed one.
 */
export function installmentInputForVariant(
  base: InstallmentInput,
  variant: ProductVariant,
  texts: Readonly<Record<string, string>>,
): InstallmentInput {
  const price = variantUnitPrice({ productType: base.productTypes[0] }, variant)
  const amount: Money = { minor: price.minor, currency: base.amount.currency }
  const printed = variant.sku ? texts[variant.sku] : undefined
  const { installment: _old, ...limits } = base.printed ?? {}
  return {
    ...base,
    amount,
    printed: { ...limits, ...(printed ? { installment: printed } : {}) },
  }
}

/**
 * The installment context of SPEC §3 from the pill's data attributes (`data-price-cents`,
 * `data-currency`, `data-min-cents`, `data-max-cents`, `data-country`, `data-language`,
 * `data-after-pay-available`), falling back to the product's lowest variant price on the page.
 * The server prints the amounts in the store's money format (`data-installment-text`,
 * `data-min-text`, `data-max-text`); the pill shows those rather than formatting them itself.
 */
export function readInstallmentInput(root: HTMLElement): InstallmentInput | undefined {
  const data = root.dataset
  const scope = root.closest('.product, article') ?? root.ownerDocument
  const productType =
    data.productType ?? root.closest<HTMLElement>('[data-product-type]')?.dataset.productType
  const cents = numberOf(data.priceCents)
  const currency = data.currency && isCurrencyCode(data.currency) ? data.currency : 'USD'
  const amount: Money | undefined =
    cents !== undefined ? { minor: cents, currency } : lowestVariantPrice(scope, productType)
  if (!amount) return undefined
  return {
    amount,
    minCents: numberOf(data.minCents) ?? DEFAULT_INSTALLMENT_LIMITS.minCents,
    maxCents: numberOf(data.maxCents) ?? DEFAULT_INSTALLMENT_LIMITS.maxCents,
    productTypes: [productType],
    afterPayAvailable:
      data.afterPayAvailable === undefined ? undefined : data.afterPayAvailable === 'true',
    stripeAccountCountry: data.country || 'US',
    shopperLanguage: data.language || root.ownerDocument.documentElement.lang || undefined,
    printed: {
      ...(data.installmentText ? { installment: data.installmentText } : {}),
      ...(data.minText ? { min: data.minText } : {}),
      ...(data.maxText ? { max: data.maxText } : {}),
    },
  }
}
