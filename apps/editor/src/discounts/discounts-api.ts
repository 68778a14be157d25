import type { CouponKind, CouponScope, DiscountsResponse } from '../api/api-types.js'
import { api } from '../api/http.js'

/**
 * A coupon as the discount form sends it: the kind's own value given for its kind (the server
 * says which one is missing otherwise).
 */
export interface Coupon {
  code: string
  kind: CouponKind
  percentBasisPoints?: number
  amountCents?: number
  minimumSubtotalCents?: number
  scope?: CouponScope
  startsAt?: number | null
  endsAt?: number | null
  usageLimit?: number | null
  usageLimitPerCustomer?: number | null
}

const url = (code: string) => `/api/editor/discounts/${encodeURIComponent(code)}`

/** The owner's coupons (the server's back-office discounts area). */
export const discountsApi = {
  list: () => api<DiscountsResponse>('GET', '/api/editor/discounts'),
  create: (coupon: Coupon) => api<unknown>('POST', '/api/editor/discounts', coupon),
  update: (code: string, coupon: Coupon, baseVersion: string) =>
    api<unknown>('PUT', url(code), { coupon, baseVersion }),
  end: (code: string) => api<unknown>('POST', `${url(code)}/end`, {}),
  remove: (code: string) => api<unknown>('DELETE', url(code)),
}
