/** SPEC §3 website subscription statuses. */
export const WebsiteSubscriptionStatus = {
  expired: 1,
  pastdue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  'v5-linked': 11,
  'active-parking-page': 12,
  resold: 13,
  'resold-grace-period': 14,
  enterprise: 15,
} as const

export type WebsiteSubscriptionStatusName = keyof typeof WebsiteSubscriptionStatus
export type WebsiteSubscriptionStatusCode =
  (typeof WebsiteSubscriptionStatus)[WebsiteSubscriptionStatusName]
