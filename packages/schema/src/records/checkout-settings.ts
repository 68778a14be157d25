import { z } from 'zod'
import { centsSchema, epochMsSchema, idSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'

export const CHECKOUT_SETTINGS_VERSION = 1

export const checkoutSettingsMigrations: Migrations = {
  name: 'CheckoutSettings',
  currentVersion: CHECKOUT_SETTINGS_VERSION,
  up: [stampVersionOne],
}

/** ISO 3166-1 alpha-2, stored upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'A country is a two-letter ISO code.' })

const regionCodeSchema = z.string().trim().toUpperCase().min(1).max(100)
const nameSchema = z.string().trim().min(1, { error: 'A name cannot be empty.' }).max(200)

export const shippingDestinationSchema = z.object({
  country: countryCodeSchema,
  /** Empty means the whole country. */
  regions: z.array(regionCodeSchema).default([]),
})

const rateBase = {
  id: idSchema,
  name: nameSchema,
  /** Empty means every destination. */
  destinations: z.array(shippingDestinationSchema).default([]),
}

export const SHIPPING_RATE_KINDS = [
  'flat-rate',
  'weight-bands',
  'free-above',
  'local-pickup',
] as const

/** A shipping rate of the store; costs in minor units of the store currency. */
export const shippingRateSchema = z.discriminatedUnion('kind', [
  z.object({ ...rateBase, kind: z.literal('flat-rate'), costCents: centsSchema }),
  z.object({
    ...rateBase,
    kind: z.literal('weight-bands'),
    bands: z
      .array(z.object({ upToGrams: z.number().int().min(1), costCents: centsSchema }))
      .min(1, { error: 'A weight-based rate needs at least one band.' }),
  }),
  z.object({ ...rateBase, kind: z.literal('free-above'), minimumSubtotalCents: centsSchema }),
  z.object({ ...rateBase, kind: z.literal('local-pickup') }),
])

/** A tax the store collects in a country, or in one region of it. */
export const taxRuleSchema = z.object({
  id: idSchema,
  name: nameSchema,
  country: countryCodeSchema,
  region: regionCodeSchema.optional(),
  /** 825 is 8.25 %. */
  rateBasisPoints: z
    .number()
    .int({ error: 'A tax rate is a whole number of basis points.' })
    .min(0)
    .max(10_000, { error: 'A tax rate cannot exceed 100 %.' }),
  appliesToShipping: z.boolean().default(false),
  pricesIncludeTax: z.boolean().default(false),
})

export const couponScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('products'), itemIds: z.array(idSchema).min(1) }),
  z.object({ kind: z.literal('categories'), categoryIds: z.array(idSchema).min(1) }),
])

const limitSchema = z.number().int().min(1).nullable().default(null)

const couponBase = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,64}$/, {
      error: 'A coupon code uses 1 to 64 letters, digits, hyphens and underscores.',
    }),
  minimumSubtotalCents: centsSchema.default(0),
  scope: couponScopeSchema.default({ kind: 'all' }),
  startsAt: epochMsSchema.nullable().default(null),
  endsAt: epochMsSchema.nullable().default(null),
  usageLimit: limitSchema,
  usageLimitPerCustomer: limitSchema,
}

export const COUPON_KINDS = ['percentage', 'fixed-amount', 'free-shipping'] as const

export const couponSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...couponBase,
      kind: z.literal('percentage'),
      /** 1500 is 15 % off. */
      percentBasisPoints: z.number().int().min(1).max(10_000, {
        error: 'A coupon cannot take off more than 100 %.',
      }),
    }),
    z.object({ ...couponBase, kind: z.literal('fixed-amount'), amountCents: centsSchema.min(1) }),
    z.object({ ...couponBase, kind: z.literal('free-shipping') }),
  ])
  .refine((c) => c.startsAt === null || c.endsAt === null || c.endsAt > c.startsAt, {
    error: 'A coupon must end after it starts.',
    path: ['endsAt'],
  })

function uniqueBy<T>(key: (item: T) => string, message: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const k = key(item)
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [index] })
      seen.add(k)
    })
  }
}

/** A store's checkout setup: what it ships where, what tax it collects, which coupons it honours. */
export const checkoutSettingsSchema = versioned(
  checkoutSettingsMigrations,
  z.object({
    schemaVersion: z.literal(CHECKOUT_SETTINGS_VERSION),
    shippingRates: z
      .array(shippingRateSchema)
      .default([])
      .superRefine(uniqueBy((r) => r.id, 'Two shipping rates have the same id.')),
    taxRules: z
      .array(taxRuleSchema)
      .default([])
      .superRefine(uniqueBy((r) => r.id, 'Two tax rules have the same id.')),
    coupons: z
      .array(couponSchema)
      .default([])
      .superRefine(uniqueBy((c) => c.code, 'Two coupons have the same code.')),
    /** Days a digital product's download link works. */
    downloadDays: z.number().int().min(1).max(3650).default(7),
    /** Downloads a purchase allows; 0 is unlimited. */
    maxDownloads: z.number().int().min(0).default(5),
    /** Whether buyers may pay later (pickup, bank transfer); off unless the owner allows it. */
    offlinePayment: z.boolean().default(false),
  }),
)

export type ShippingDestinationSetting = z.output<typeof shippingDestinationSchema>
export type ShippingRateSetting = z.output<typeof shippingRateSchema>
export type TaxRuleSetting = z.output<typeof taxRuleSchema>
export type CouponScopeSetting = z.output<typeof couponScopeSchema>
export type CouponSetting = z.output<typeof couponSchema>
export type CheckoutSettingsDocument = z.output<typeof checkoutSettingsSchema>
export type CheckoutSettingsInput = z.input<typeof checkoutSettingsSchema>
