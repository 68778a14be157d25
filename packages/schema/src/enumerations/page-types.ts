/** SPEC §2 page types. */
export const PageType = {
  'main-content': 1,
  page: 2,
  'splash-page': 3,
  'content-item': 50,
  'not-found': 100,
  error: 101,
  search: 102,
  'lock-screen': 103,
  'popup-overlay': 104,
  'protected-content': 105,
  'member-area-access-denied': 106,
  'show-cart': 200,
  checkout: 201,
  'order-confirmed': 202,
  donate: 203,
  'contribution-confirmed': 204,
  'commerce-cart-v2': 205,
  'subscription-confirmed': 206,
  'order-received': 207,
  'membership-confirmed': 208,
  'reviews-request': 209,
  'digital-product-composer-preview': 210,
  'order-status': 211,
  'newsletter-unsubscribe': 300,
  'commerce-email-preview': 301,
} as const

export type PageTypeName = keyof typeof PageType
export type PageTypeCode = (typeof PageType)[PageTypeName]
