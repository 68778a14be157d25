/** SPEC §9 business constants and limits, enforced by the validators and by the server. */
export const Limits = {
  blocksPerLayout: 60,
  albumTracks: 60,
  userOrderableCollectionItems: 250,
  productsPerCollection: 200,
  nestedCategories: 10000,
  photoGalleryCount: 20,
  gallerySize: 50,
  tagLength: 50,
  categoryLength: 25,
  storeIdMinLength: 3,
  layoutColumns: 12,
  textDerivedDescriptionLength: 250,
  quantityMin: 1,
  quantityMax: 9999,
  cartPillQuantityCap: 100,
  mobileMaxWidthPx: 432,
  desktopMinWidthPx: 433,
  gallerySliderDefaultAspectRatio: 50,
  anchorPositions: 9,
  /**
   * Money bounds, in minor units (cents), well inside SPEC §9's 15 integer digits: what every
   * money column holds on both databases (a PostgreSQL `integer`, at most 2,147,483,647). One
   * price or amount (a variant's price, a gift-card denomination, a coupon, a shipping rate) is at
   * most 1,000,000,000 (10,000,000.00 dollars); a cart line, a cart and an order's total at most
   * 2,147,483,647, so prices times quantities are refused with a 400 before they reach a row.
   */
  amountMaxCents: 1_000_000_000,
  totalMaxCents: 2_147_483_647,
} as const

export const DEFAULT_TIME_ZONE = 'America/New_York'
export const DEFAULT_LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'USD'
