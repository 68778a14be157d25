/**
 * SPEC §3 block variants, numbered from 1000 in the order SPEC lists them. SPEC names the range
 * 1000-1019 but lists nineteen variants, and does not name the two reservation types.
 */
export const BlockVariant = {
  'gallery-slideshow': 1000,
  'gallery-carousel': 1001,
  'gallery-grid': 1002,
  'gallery-stack': 1003,
  'summary-wall': 1004,
  'summary-carousel': 1005,
  'summary-list': 1006,
  'summary-grid': 1007,
  'chart-bar': 1008,
  'chart-line': 1009,
  'chart-pie': 1010,
  'image-inline': 1011,
  'image-poster': 1012,
  'image-card': 1013,
  'image-overlap': 1014,
  'image-collage': 1015,
  'image-stack': 1016,
  'reservation-1': 1017,
  'reservation-2': 1018,
} as const

export type BlockVariantName = keyof typeof BlockVariant
export type BlockVariantCode = (typeof BlockVariant)[BlockVariantName]
