import { z } from 'zod'
import { Limits } from '../core/limits.js'

/** The longest custom sold-out text an owner may give a product. */
export const MAX_SOLD_OUT_TEXT_LENGTH = 100

/**
 * A product's own merchandising settings (SPEC §3 `productMerchandisingContext`): the text shown
 * instead of 'sold out', the scarcity notice ('Only 3 left!') for variants down to a threshold,
 * and the add button going straight to checkout. All optional, so products stored before they
 * existed stay valid without a migration.
 */
export const productMerchandisingShape = {
  customSoldOutText: z
    .string()
    .max(MAX_SOLD_OUT_TEXT_LENGTH, {
      error: `A sold-out text is at most ${MAX_SOLD_OUT_TEXT_LENGTH} characters.`,
    })
    .optional(),
  scarcityEnabled: z.boolean().optional(),
  /** A variant with this many or fewer left (and more than none) shows the scarcity notice. */
  scarcityThreshold: z
    .number()
    .int({ error: 'A scarcity threshold is a whole number.' })
    .min(1, { error: 'A scarcity threshold is at least 1.' })
    .max(Limits.quantityMax, {
      error: `A scarcity threshold is at most ${Limits.quantityMax}.`,
    })
    .optional(),
  expressCheckout: z.boolean().optional(),
  /** Sold-out variants offer the restock sign-up (SPEC §3 restockNotificationViews); default on. */
  restockNotificationsEnabled: z.boolean().optional(),
  /** The restock sign-up offers joining the mailing list, and whether it starts ticked. */
  mailingListSignUpEnabled: z.boolean().optional(),
  mailingListOptInByDefault: z.boolean().optional(),
}

export const productMerchandisingSchema = z.object(productMerchandisingShape)

export type ProductMerchandising = z.output<typeof productMerchandisingSchema>
