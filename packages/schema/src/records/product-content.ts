import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { centsSchema, idSchema } from '../core/primitives.js'
import { ProductType } from '../enumerations/product-types.js'
import { imageRefSchema } from './image-ref.js'
import { productMerchandisingShape } from './product-merchandising.js'
import { variantSchema } from './variant.js'

export const BILLING_PERIOD_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({
    value: z.number().int().min(1, { error: 'A billing period lasts at least 1 unit.' }),
    unit: z.enum(BILLING_PERIOD_UNITS),
  }),
  /** 0 bills until cancelled. */
  numBillingCycles: z.number().int().min(0).default(0),
})

const productTypeCode = z.union(
  [
    z.literal(ProductType.physical),
    z.literal(ProductType.digital),
    z.literal(ProductType.service),
    z.literal(ProductType['gift-card']),
    z.literal(ProductType.paywall),
  ],
  { error: 'Unknown product type.' },
)

/** SPEC §3 Product structuredContent, as stored on a store item. */
export const productContentSchema = z
  .object({
    productType: productTypeCode,
    variants: z.array(variantSchema).default([]),
    variantOptionOrdering: z.array(z.string()).default([]),
    isSubscribable: z.boolean().default(false),
    subscriptionPlan: subscriptionPlanSchema.optional(),
    giftCardDenominationsCents: z.array(centsSchema.min(1)).default([]),
    additionalFieldsFormId: idSchema.optional(),
    /**
     * The site file a digital product delivers through its signed download link. Optional, so
     * products stored before it existed stay valid without a migration.
     */
    downloadFileId: idSchema.optional(),
    ...productMerchandisingShape,
    useCustomAddButtonText: z.boolean().default(false),
    customAddButtonText: z.string().default(''),
    images: z
      .array(imageRefSchema)
      .max(Limits.gallerySize, {
        error: `A product holds at most ${Limits.gallerySize} images.`,
      })
      .default([]),
  })
  .check((ctx) => {
    const product = ctx.value
    const problem = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: product })
    if (product.productType !== ProductType['gift-card'] && product.variants.length === 0) {
      problem('A product needs at least one variant.', 'variants')
    }
    if (
      product.productType === ProductType['gift-card'] &&
      product.giftCardDenominationsCents.length === 0
    ) {
      problem('A gift card needs at least one denomination.', 'giftCardDenominationsCents')
    }
    if (product.isSubscribable && product.subscriptionPlan === undefined) {
      problem('A subscription product needs a subscription plan.', 'subscriptionPlan')
    }
    const skus = new Set<string>()
    product.variants.forEach((variant, index) => {
      if (skus.has(variant.sku)) {
        ctx.issues.push({
          code: 'custom',
          message: `SKU ${variant.sku} is used twice.`,
          path: ['variants', index, 'sku'],
          input: variant.sku,
        })
      }
      skus.add(variant.sku)
    })
  })

export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>
export type ProductContent = z.output<typeof productContentSchema>
export type ProductContentInput = z.input<typeof productContentSchema>
