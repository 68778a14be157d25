import { z } from 'zod'
import { centsSchema, idSchema } from '../core/primitives.js'

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
  optionValues: z
    .array(z.object({ optionName: z.string().min(1), value: z.string().min(1) }))
    .default([]),
})

export type Variant = z.output<typeof variantSchema>
export type VariantInput = z.input<typeof variantSchema>
