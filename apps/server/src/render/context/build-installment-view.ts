import { installmentBadge, isCurrencyCode } from '@atelier/commerce'
import { ProductType } from '@atelier/schema'
import type { ItemContext } from './build-item-context.js'
import { isSoldOut, siteMoneyText } from '../../money/product-money.js'
import type { RenderEnv } from './render-env.js'
import { AFTERPAY_CLEARPAY_LIMITS } from '../../payments/stripe/afterpay-clearpay.js'

/**
 * SPEC §3 installment context of one product item, plus the amount the badge is computed on
 * (the lowest price a visitor pays, sale prices included), as the installment pill reads them.
 */
export interface InstallmentView {
  afterPayAvailable: boolean
  /** Minor units of `currency`. */
  afterPayMin: number
  afterPayMax: number
  shopperLanguage: string
  stripeAccountCountry: string
  priceCents: number
  currency: string
  /**
   * The amounts in the site's money format (CLDR by default), printed for the pill so the
   * browser needs no CLDR data: each installment (when in range), the minimum and the maximum.
   */
  installmentText: string
  minText: string
  maxText: string
  /**
   * Per variant SKU, what the pill shows once that variant is chosen: its installment amount, or
   * '' when the variant is sold out or out of range (the pill then follows the amount itself).
   */
  variantTexts: Record<string, string>
}

function siteLanguage(locale: string): string {
  try {
    return new Intl.Locale(locale).language
  } catch {
    return locale.split(/[-_]/)[0] ?? ''
  }
}

/**
 * The installment pill's context for a product, or undefined for anything but a physical product
 * with a price (SPEC §9: only product type 1 gets the installment badge).
 */
export function buildInstallmentView(
  env: RenderEnv,
  item: ItemContext,
): InstallmentView | undefined {
  const product = item.structuredContent
  // A subscription is paid period by period, never split into installments; a sold-out product
  // cannot be bought at all.
  if (
    product?.productType !== ProductType.physical ||
    product.isSubscribable ||
    product.variants.length === 0 ||
    isSoldOut(product.variants)
  ) {
    return
  }
  // Only a method the checkout really takes: Stripe connected, the owner's Afterpay / Clearpay
  // switch on, a store currency Stripe takes it in; its limits are Stripe's for that currency.
  const offer = env.afterpayClearpay
  const prices = product.variants.map((variant) =>
    variant.onSale ? variant.salePrice : variant.price,
  )
  // SPEC §3 lists the context per item: without a method it is there, unavailable (no pill).
  if (offer === undefined) return unavailableView(env, Math.min(...prices))
  const country = offer.country
  const currency = isCurrencyCode(env.currency) ? env.currency : 'USD'
  const view = {
    afterPayAvailable: true,
    afterPayMin: offer.minCents,
    afterPayMax: offer.maxCents,
    shopperLanguage: siteLanguage(env.locale),
    stripeAccountCountry: country,
    priceCents: Math.min(...prices),
    currency: env.currency,
  }
  const money = siteMoneyText(env.snapshot.website)
  const badgeFor = (cents: number) =>
    installmentBadge({
      amount: { minor: cents, currency },
      minCents: view.afterPayMin,
      maxCents: view.afterPayMax,
      productTypes: [product.productType],
      afterPayAvailable: view.afterPayAvailable,
      stripeAccountCountry: country,
      shopperLanguage: view.shopperLanguage,
    })
  const variantTexts: Record<string, string> = {}
  for (const variant of product.variants) {
    const each = badgeFor(variant.onSale ? variant.salePrice : variant.price)
    variantTexts[variant.sku] =
      each.shown && each.inRange ? money(each.installmentCents, currency) : ''
  }
  const badge = installmentBadge({
    amount: { minor: view.priceCents, currency },
    minCents: view.afterPayMin,
    maxCents: view.afterPayMax,
    productTypes: [product.productType],
    afterPayAvailable: view.afterPayAvailable,
    stripeAccountCountry: country,
    shopperLanguage: view.shopperLanguage,
  })
  return {
    ...view,
    installmentText: badge.shown && badge.inRange ? money(badge.installmentCents, currency) : '',
    minText: money(view.afterPayMin, currency),
    maxText: money(view.afterPayMax, currency),
    variantTexts,
  }
}

/**
 * The context when the checkout takes no installment method: `afterPayAvailable: false`, with the
 * limits Afterpay / Clearpay would have in the store currency (zero in any other), no texts.
 */
function unavailableView(env: RenderEnv, priceCents: number): InstallmentView {
  const limits = AFTERPAY_CLEARPAY_LIMITS[env.currency.toUpperCase()]
  return {
    afterPayAvailable: false,
    afterPayMin: limits?.minCents ?? 0,
    afterPayMax: limits?.maxCents ?? 0,
    shopperLanguage: siteLanguage(env.locale),
    stripeAccountCountry: limits?.country ?? '',
    priceCents,
    currency: env.currency,
    installmentText: '',
    minText: '',
    maxText: '',
    variantTexts: {},
  }
}
