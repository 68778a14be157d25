import { z } from 'zod'
import { idSchema } from '../core/primitives.js'

export const formBlockValueSchema = z.object({ formId: idSchema })

export const newsletterBlockValueSchema = z.object({
  listId: idSchema,
  title: z.string().default(''),
  description: z.string().default(''),
  buttonLabel: z.string().min(1).default('Sign Up'),
})

export const productBlockValueSchema = z.object({ productId: idSchema })

export const SUMMARY_VARIANTS = ['wall', 'carousel', 'list', 'grid'] as const

export const summaryBlockValueSchema = z.object({
  collectionId: idSchema,
  variant: z.enum(SUMMARY_VARIANTS).default('grid'),
  count: z.number().int().min(1, { error: 'A summary shows at least one item.' }).default(6),
})

export type FormBlockValue = z.output<typeof formBlockValueSchema>
export type NewsletterBlockValue = z.output<typeof newsletterBlockValueSchema>
export type ProductBlockValue = z.output<typeof productBlockValueSchema>
export type SummaryBlockValue = z.output<typeof summaryBlockValueSchema>
