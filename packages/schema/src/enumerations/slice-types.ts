/** SPEC §3 slice types of cover pages; undefined is -1. */
export const SliceType = {
  undefined: -1,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const

export type SliceTypeName = keyof typeof SliceType
export type SliceTypeCode = (typeof SliceType)[SliceTypeName]

/** Slice names the editor uses besides the numbered ones. */
export const EDITOR_ONLY_SLICE_NAMES = [
  'sub-heading',
  'popup-overlay-action',
  'temp-lock-inject',
] as const
