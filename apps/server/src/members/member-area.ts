import type { MembershipPlan, MembershipStatus } from '@atelier/commerce'

/** free (sign-up), a one-time fee, or recurring (monthly or yearly, through a subscription). */
export type MemberAreaPricing = 'free' | 'one-time' | 'recurring'
export type MemberAreaBilling = 'MONTH' | 'YEAR'

/** A member area: who may open the pages, collections and posts it holds, and at what price. */
export interface MemberArea {
  id: string
  websiteId: string
  name: string
  description: string
  pricing: MemberAreaPricing
  priceCents: number
  currency: string
  billingUnit: MemberAreaBilling | null
  /** The paywall product (type 5) that a paid area's checkout sells. */
  itemId: string | null
  /** Holds the pages that were member-only before areas existed, and any without an area. */
  isDefault: boolean
  createdAt: string
}

/** One customer's membership of one area, as the owner's member list shows it. */
export interface AreaMembership {
  id: string
  memberAreaId: string
  email: string
  plan: MembershipPlan
  status: MembershipStatus
  joinedAt: string
  orderId: string | null
  subscriptionId: string | null
  /** The subscription's own status for a recurring plan (active, past_due, cancelled…). */
  subscriptionStatus: string | null
}

export const MEMBER_AREA_LIMITS = {
  name: 100,
  description: 2000,
  maxPriceCents: 100_000_000,
} as const
