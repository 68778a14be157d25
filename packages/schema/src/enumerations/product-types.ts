/** SPEC §3 product types (structuredContent.productType). */
export const ProductType = {
  physical: 1,
  digital: 2,
  service: 3,
  'gift-card': 4,
  paywall: 5,
} as const

export type ProductTypeName = keyof typeof ProductType
export type ProductTypeCode = (typeof ProductType)[ProductTypeName]
