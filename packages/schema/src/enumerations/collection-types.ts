/** SPEC §3 collection types. */
export const CollectionType = {
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const

export type CollectionTypeName = keyof typeof CollectionType
export type CollectionTypeCode = (typeof CollectionType)[CollectionTypeName]
