import { api } from '../api/http.js'

export type CouponScope =
  | { kind: 'all' }
  | { kind: 'products'; itemIds: string[] }
  | { kind: 'categories'; categoryIds: string[] }

export interface Coupon {
  code: string
  kind: 'percentage' | 'fixed-amount' | 'free-shipping'
  percentBasisPoints?: number
  amountCents?: number
  minimumSubtotalCents?: number
  scope?: CouponScope
  startsAt?: number | null
  endsAt?: number | null
  usageLimit?: number | null
  usageLimitPerCustomer?: number | null
}

export interface Discount {
  coupon: Coupon
  timesUsed: number
  status: 'scheduled' | 'active' | 'expired' | 'used-up'
  version: string
}

const url = (code: string) => `/api/editor/discounts/${encodeURIComponent(code)}`

/** The owner's coupons (the server's back-office discounts area). */
export const discountsApi = {
  list: () => api<{ currency: string; discounts: Discount[] }>('GET', '/api/editor/discounts'),
  create: (coupon: Coupon) => api<unknown>('POST', '/api/editor/discounts', coupon),
  update: (code: string, coupon: Coupon, baseVersion: string) =>
    api<unknown>('PUT', url(code), { coupon, baseVersion }),
  end: (code: string) => api<unknown>('POST', `${url(code)}/end`, {}),
  remove: (code: string) => api<unknown>('DELETE', url(code)),
}
