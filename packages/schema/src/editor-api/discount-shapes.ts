/*
 * The store's coupons as checkout applies them and the discounts screen lists them
 * (`/api/editor/discounts`): `@atelier/commerce` prices with these types, the server answers with
 * them and the editor reads them.
 */

/** Which lines a coupon discounts. */
export type CouponScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'products'; readonly itemIds: readonly string[] }
  | { readonly kind: 'categories'; readonly categoryIds: readonly string[] }

interface CouponBase {
  /** Matched without regard to case or surrounding spaces. */
  readonly code: string
  /** The order subtotal (before discounts) must reach this, in minor units. */
  readonly minimumSubtotalCents?: number
  /** Absent means every line. */
  readonly scope?: CouponScope
  /** Epoch ms; the coupon works from this instant on. */
  readonly startsAt?: number | null
  /** Epoch ms; the coupon has expired from this instant on. */
  readonly endsAt?: number | null
  /** Orders that may use the coupon in all; absent or null means no limit. */
  readonly usageLimit?: number | null
  /** Orders one customer (by email) may use it for; absent or null means no limit. */
  readonly usageLimitPerCustomer?: number | null
}

/** A coupon as the store owner sets it up. */
export type StoreCoupon =
  | (CouponBase & {
      readonly kind: 'percentage'
      /** 1500 is 15 % off. */
      readonly percentBasisPoints: number
    })
  | (CouponBase & { readonly kind: 'fixed-amount'; readonly amountCents: number })
  | (CouponBase & { readonly kind: 'free-shipping' })

export type CouponKind = StoreCoupon['kind']

/**
 * A coupon as the discounts screen sends it (`POST /api/editor/discounts`, `coupon` of a `PUT`):
 * one object, the kind's own value given for its kind; the server says in words which value a
 * kind lacks. The server's body schema is held to accept every such object
 * (`back-office/discounts/coupon-body.test.ts`).
 */
export interface CouponInput {
  code: string
  kind: CouponKind
  percentBasisPoints?: number
  amountCents?: number
  minimumSubtotalCents?: number
  scope?: { kind: CouponScope['kind']; itemIds?: string[]; categoryIds?: string[] }
  startsAt?: number | null
  endsAt?: number | null
  usageLimit?: number | null
  usageLimitPerCustomer?: number | null
}

/** Where a coupon stands now: not started, usable, used as often as allowed, or ended. */
export type CouponStatus = 'scheduled' | 'active' | 'expired' | 'used-up'

/** A coupon of the discounts screen, with its use count and the version an edit names. */
export interface Discount {
  coupon: StoreCoupon
  timesUsed: number
  status: CouponStatus
  version: string
}

/** `GET /api/editor/discounts`. */
export interface DiscountsResponse {
  currency: string
  discounts: Discount[]
}
