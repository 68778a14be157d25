/** SPEC §3 section types. */
export const SectionType = {
  'cover-page': 1,
  'lock-screen': 2,
  'popup-overlay': 3,
} as const

export type SectionTypeName = keyof typeof SectionType
export type SectionTypeCode = (typeof SectionType)[SectionTypeName]
