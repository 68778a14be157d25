import type { CouponKind, CouponScope, StoreCoupon } from '@atelier/schema'

/** The coupon shapes are the editor API's too (`@atelier/schema`). */
export type { CouponKind, CouponScope, StoreCoupon }

/** How often a coupon has been used, as counted by the server for the current customer. */
export interface CouponUsage {
  readonly timesUsed: number
  readonly timesUsedByCustomer?: number
}

/** The form codes are compared and stored in. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}
