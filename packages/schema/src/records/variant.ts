import { z } from 'zod'
import { centsSchema, idSchema } from '../core/primitives.js'

/** 1,000 kg: far above any parcel, low enough that a cart's total stays a safe integer. */
export const MAX_WEIGHT_GRAMS = 1_000_000

/** One purchasable variant of a product (SPEC §3 Product / Variant), money in minor units. */
export const variantSchema = z.object({
  id: idSchema,
  sku: z.string().min(1, { error: 'A variant needs a SKU.' }),
  priceCents: centsSchema,
  salePriceCents: centsSchema.default(0),
  onSale: z.boolean().default(false),
  qtyInStock: z.number().int().min(0, { error: 'Stock cannot be negative.' }).default(0),
  unlimited: z.boolean().default(false),
  /** Option name to chosen value, e.g. { Size: 'Large' }. */
  attributes: z.record(z.string(), z.string()).default({}),
  /**
   * Shipping weight of one unit in grams, for weight-band shipping rates. Optional: a variant
   * without one weighs nothing at checkout, and variants stored before it existed stay valid.
   */
  weightGrams: z
    .number()
    .int({ error: 'A weight is a whole number of grams.' })
    .min(0, { error: 'A weight cannot be negative.' })
    .max(MAX_WEIGHT_GRAMS, { error: 'A weight is at most 1,000,000 grams.' })
    .optional(),
  /**
   * The file id of the product image that shows this variant (Squarespace's variant `mainImage`):
   * the product page brings it forward when the variant is chosen. Optional, like the weight.
   */
  imageId: idSchema.optional(),
  /** Packed size of one unit in centimetres, for carriers; optional like the weight. */
  dimensions: z
    .object({
      lengthCm: z.number().min(0).max(10_000),
      widthCm: z.number().min(0).max(10_000),
      heightCm: z.number().min(0).max(10_000),
    })
    .optional(),
  optionValues: z
    .array(z.object({ optionName: z.string().min(1), value: z.string().min(1) }))
    .default([]),
})

export type Variant = z.output<typeof variantSchema>
export type VariantInput = z.input<typeof variantSchema>
