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
} as const

export const DEFAULT_TIME_ZONE = 'America/New_York'
export const DEFAULT_LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'USD'
