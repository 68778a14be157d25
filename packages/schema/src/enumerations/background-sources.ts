/** SPEC §3 background sources. */
export const BackgroundSource = {
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
} as const

export type BackgroundSourceName = keyof typeof BackgroundSource
export type BackgroundSourceCode = (typeof BackgroundSource)[BackgroundSourceName]
