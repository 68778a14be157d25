import type { CouponInput, DiscountsResponse } from '../api/api-types.js'
import { api } from '../api/http.js'

/** A coupon as the discount form sends it (the shape the server's body schema accepts). */
export type Coupon = CouponInput

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
