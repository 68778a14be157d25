import type { FromSchema } from 'json-schema-to-ts'
import { couponFields } from '../../checkout/checkout-settings-schema.js'

/**
 * A coupon as the discounts screen sends it: the checkout's coupon fields, no extras, and no
 * `oneOf` on the kind, so a coupon lacking its kind's value is refused in words
 * (`couponFromBody`) rather than by a schema message.
 */
export const couponBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind'],
  properties: couponFields,
} as const

export type CouponBody = FromSchema<typeof couponBody>
