import type { Money } from './money.js'
import {
  DEFAULT_LOCALE,
  formatMoneyValue,
  specMoneyFormatter,
  type MoneyFormatter,
} from './money-format.js'
import { productTypeOf } from './product-type.js'
import { divideRounded, toSafeNumber } from './rounding.js'
import { commerceStrings, fillTemplate } from './strings.js'

/** SPEC §5: payments an installment purchase is split into by default. */
export const DEFAULT_INSTALLMENTS = 4

/** SPEC §5: the countries counted as the United States for installments. */
export const US_TERRITORIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']

/** SPEC §5: the languages installments are offered in, per country, the first being the default. */
export const INSTALLMENT_COUNTRY_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
}

/** The same provider trades as Afterpay and, in Great Britain, as Clearpay. */
export type InstallmentProvider = 'afterpay' | 'clearpay'

const PROVIDER_BY_LOCALE: Readonly<Record<string, InstallmentProvider>> = {
  en_US: 'afterpay',
  en_CA: 'afterpay',
  fr_CA: 'afterpay',
  en_AU: 'afterpay',
  en_NZ: 'afterpay',
  en_GB: 'clearpay',
}

/**
 * The installment locale `language_COUNTRY` for the store's payment country: the shopper's
 * language when the country offers it, else the country's first language. Undefined where
 * installments are not offered.
 */
export function installmentLocale(country: string, shopperLanguage?: string): string | undefined {
  const upper = country.toUpperCase()
  const resolved = US_TERRITORIES.includes(upper) ? 'US' : upper
  const languages = INSTALLMENT_COUNTRY_LANGUAGES[resolved]
  if (!languages) return undefined
  const wanted = shopperLanguage?.toLowerCase().split(/[-_]/)[0]
  const language = wanted && languages.includes(wanted) ? wanted : languages[0]
  return `${language}_${resolved}`
}

/** SPEC §5: Clearpay wording for en_GB, Afterpay for the other supported locales. */
export function installmentProvider(locale: string): InstallmentProvider | undefined {
  return PROVIDER_BY_LOCALE[locale]
}

/** The provider's name as shown to visitors. */
export function installmentProviderName(provider: InstallmentProvider): string {
  return provider === 'clearpay' ? commerceStrings.clearpay : commerceStrings.afterpay
}

export interface InstallmentInput {
  /** What the visitor would pay: the product price or the cart subtotal. */
  readonly amount: Money
  /** Provider limits, in minor units of the amount's currency. */
  readonly minCents: number
  readonly maxCents: number
  /** Product types of every item concerned (SPEC §3 codes). */
  readonly productTypes: readonly (number | string | undefined)[]
  /** SPEC §3 installment context. */
  readonly afterPayAvailable?: boolean
  readonly stripeAccountCountry: string
  readonly shopperLanguage?: string
  readonly installments?: number
  readonly displayLocale?: string
  readonly formatter?: MoneyFormatter
  /**
   * The amounts as the server printed them in the store's money format (CLDR), used instead of
   * formatting here: the installment, and the provider's minimum and maximum.
   */
  readonly printed?: {
    readonly installment?: string
    readonly min?: string
    readonly max?: string
  }
}

interface Shown {
  readonly shown: true
  readonly locale: string
  readonly provider: InstallmentProvider
}

export type InstallmentBadge =
  | {
      readonly shown: false
      readonly reason: 'unavailable' | 'not-physical' | 'unsupported-country'
    }
  | (Shown & {
      readonly inRange: true
      readonly installments: number
      /** amount ÷ installments, rounded half up to a whole minor unit. */
      readonly installmentCents: number
      /** The installment as the server printed it, when it did. */
      readonly installmentText?: string
    })
  | (Shown & { readonly inRange: false; readonly text: string })

/**
 * SPEC §5 installment badge: offered only when every item is physical; in range when the amount
 * is above the minimum and not above the maximum; otherwise 'available for orders up to {max}'
 * (over the maximum) or 'available for orders over {min}'.
 */
export function installmentBadge(input: InstallmentInput): InstallmentBadge {
  if (input.afterPayAvailable === false) return { shown: false, reason: 'unavailable' }
  const types = input.productTypes.map(productTypeOf)
  if (types.length === 0 || types.some((t) => t !== 'physical')) {
    return { shown: false, reason: 'not-physical' }
  }
  const locale = installmentLocale(input.stripeAccountCountry, input.shopperLanguage)
  const provider = locale ? installmentProvider(locale) : undefined
  if (!locale || !provider) return { shown: false, reason: 'unsupported-country' }

  const { amount, minCents, maxCents } = input
  if (amount.minor > minCents && amount.minor <= maxCents) {
    const installments = input.installments ?? DEFAULT_INSTALLMENTS
    const each = divideRounded(BigInt(amount.minor), BigInt(installments))
    return {
      shown: true,
      locale,
      provider,
      inRange: true,
      installments,
      installmentCents: toSafeNumber(each),
      ...(input.printed?.installment === undefined
        ? {}
        : { installmentText: input.printed.installment }),
    }
  }
  const overMax = amount.minor > maxCents
  const limit = { minor: overMax ? maxCents : minCents, currency: amount.currency }
  const formatted =
    (overMax ? input.printed?.max : input.printed?.min) ??
    formatMoneyValue(
      limit,
      input.displayLocale ?? DEFAULT_LOCALE,
      input.formatter ?? specMoneyFormatter,
    )
  const template = overMax ? commerceStrings.installmentUpTo : commerceStrings.installmentOver
  return {
    shown: true,
    locale,
    provider,
    inRange: false,
    text: fillTemplate(template, { amount: formatted }),
  }
}
