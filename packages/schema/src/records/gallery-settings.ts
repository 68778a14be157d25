import { z } from 'zod'

export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const
export const GALLERY_ASPECT_RATIOS = [
  'square',
  'standard',
  'standard-vertical',
  'four-three',
  'three-four-vertical',
  'widescreen',
  'anamorphic-widescreen',
] as const
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const
export const GALLERY_ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const
export const LIGHTBOX_THEMES = ['dark', 'light'] as const

/** SPEC §3 numeric gallery settings: inclusive range and default. */
export const GALLERY_RANGES = {
  'autoplay-duration': { min: 1, max: 10, default: 5 },
  'thumbnail-strip-height': { min: 0, max: 200, default: 80 },
  'thumbnail-strip-margin': { min: 0, max: 60, default: 20 },
  'thumbnails-per-row': { min: 1, max: 10, default: 4 },
  padding: { min: 0, max: 50, default: 20 },
  'max-width': { min: 100, max: 300, default: 300 },
} as const

type RangedSetting = keyof typeof GALLERY_RANGES

function ranged(name: RangedSetting) {
  const { min, max } = GALLERY_RANGES[name]
  const error = `${name} must be a whole number from ${min} to ${max}.`
  return z
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error })
    .default(GALLERY_RANGES[name].default)
}

/**
 * Gallery settings with SPEC's names and defaults. SPEC gives no default for the plain switches;
 * ours: controls, thumbnails, square-thumbs and show-meta on, the rest off; meta at bottom-left,
 * active item centred.
 */
export const gallerySettingsSchema = z.object({
  design: z.enum(GALLERY_DESIGNS).default('grid'),
  autoplay: z.boolean().default(false),
  'autoplay-duration': ranged('autoplay-duration'),
  controls: z.boolean().default(true),
  'auto-crop': z.boolean().default(true),
  'aspect-ratio': z.enum(GALLERY_ASPECT_RATIOS).default('square'),
  'square-thumbs': z.boolean().default(true),
  thumbnails: z.boolean().default(true),
  'thumbnail-strip-height': ranged('thumbnail-strip-height'),
  'thumbnail-strip-margin': ranged('thumbnail-strip-margin'),
  'show-meta': z.boolean().default(true),
  'meta-position': z.enum(GALLERY_META_POSITIONS).default('bottom-left'),
  'show-meta-on-hover': z.boolean().default(false),
  'active-alignment': z.enum(GALLERY_ACTIVE_ALIGNMENTS).default('center'),
  'thumbnails-per-row': ranged('thumbnails-per-row'),
  padding: ranged('padding'),
  lightbox: z.boolean().default(false),
  lightboxTheme: z.enum(LIGHTBOX_THEMES).default('dark'),
  'max-width': ranged('max-width'),
  newWindow: z.boolean().default(false),
  transparentBackground: z.boolean().default(false),
})

export type GallerySettings = z.output<typeof gallerySettingsSchema>
export type GallerySettingsInput = z.input<typeof gallerySettingsSchema>

export const DEFAULT_GALLERY_SETTINGS: GallerySettings = gallerySettingsSchema.parse({})

/**
 * The lenient reading used for imports and editor sliders: numbers outside their range are pulled
 * to the nearest end (and rounded), unknown choices fall back to the default, and missing settings
 * get their defaults. The strict `gallerySettingsSchema` rejects the same input instead.
 */
export function clampGallerySettings(input: unknown): GallerySettings {
  const source = typeof input === 'object' && input !== null ? { ...input } : {}
  const record = source as Record<string, unknown>
  for (const name of Object.keys(GALLERY_RANGES) as RangedSetting[]) {
    const value = record[name]
    const { min, max } = GALLERY_RANGES[name]
    record[name] =
      typeof value === 'number' && Number.isFinite(value)
        ? Math.min(max, Math.max(min, Math.round(value)))
        : undefined
  }
  const result: Record<string, unknown> = { ...DEFAULT_GALLERY_SETTINGS }
  for (const [name, field] of Object.entries(gallerySettingsSchema.shape)) {
    const parsed = field.safeParse(record[name])
    if (parsed.success) result[name] = parsed.data
  }
  return gallerySettingsSchema.parse(result)
}
