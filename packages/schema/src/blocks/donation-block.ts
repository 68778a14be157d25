import { z } from 'zod'
import { centsSchema } from '../core/primitives.js'

/** At most this many suggested amounts on one donation block. */
export const DONATION_SUGGESTIONS_MAX = 6

/**
 * The donation block (SPEC block type 52): suggested amounts in minor units of the store currency,
 * whether the visitor may type another amount, and whether a monthly gift is offered.
 */
export const donationBlockValueSchema = z.object({
  title: z.string().max(200).default('Make a donation'),
  description: z.string().max(2000).default(''),
  suggestedAmountsCents: z
    .array(centsSchema.min(1, { error: 'A suggested amount is above zero.' }))
    .max(DONATION_SUGGESTIONS_MAX, { error: 'At most 6 suggested amounts.' })
    .default([1000, 2500, 5000]),
  allowCustomAmount: z.boolean().default(true),
  offerMonthly: z.boolean().default(false),
  buttonLabel: z.string().min(1).max(60).default('Donate'),
})

export type DonationBlockValue = z.output<typeof donationBlockValueSchema>
