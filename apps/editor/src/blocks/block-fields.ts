import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
  GALLERY_RANGES,
  IMAGE_BLOCK_VARIANTS,
  LIGHTBOX_THEMES,
  SUMMARY_VARIANTS,
  type SupportedBlockType,
} from '@atelier/schema'

/** One setting of a block, at a dotted path of its value. */
export type FieldSpec =
  | { path: string; label: string; kind: 'text' | 'textarea' | 'url' }
  | {
      path: string
      label: string
      kind: 'link'
      /** Where this link's Open in New Window choice is kept. */
      newWindowPath: string
      /** Where its Link Name is kept; without one the link editor does not ask for it. */
      namePath?: string
    }
  | { path: string; label: string; kind: 'number'; min?: number; max?: number; step?: number }
  | { path: string; label: string; kind: 'checkbox' }
  /** Amounts in minor units, typed as '10, 25, 50'. */
  | { path: string; label: string; kind: 'amounts' }
  | { path: string; label: string; kind: 'select'; options: readonly string[] }

const sizes = ['small', 'medium', 'large'] as const
const alignments = ['left', 'center', 'right'] as const

/** Every gallery setting of SPEC §3, with its range and choices from the schema. */
export const GALLERY_FIELDS: FieldSpec[] = [
  { path: 'settings.design', label: 'Design', kind: 'select', options: GALLERY_DESIGNS },
  { path: 'settings.autoplay', label: 'Autoplay', kind: 'checkbox' },
  ...rangeField('autoplay-duration', 'Autoplay duration (seconds)'),
  { path: 'settings.controls', label: 'Controls', kind: 'checkbox' },
  { path: 'settings.auto-crop', label: 'Auto crop', kind: 'checkbox' },
  {
    path: 'settings.aspect-ratio',
    label: 'Aspect ratio',
    kind: 'select',
    options: GALLERY_ASPECT_RATIOS,
  },
  { path: 'settings.square-thumbs', label: 'Square thumbnails', kind: 'checkbox' },
  { path: 'settings.thumbnails', label: 'Thumbnails', kind: 'checkbox' },
  ...rangeField('thumbnail-strip-height', 'Thumbnail strip height'),
  ...rangeField('thumbnail-strip-margin', 'Thumbnail strip margin'),
  { path: 'settings.show-meta', label: 'Show title and description', kind: 'checkbox' },
  {
    path: 'settings.meta-position',
    label: 'Title position',
    kind: 'select',
    options: GALLERY_META_POSITIONS,
  },
  { path: 'settings.show-meta-on-hover', label: 'Show title on hover', kind: 'checkbox' },
  {
    path: 'settings.active-alignment',
    label: 'Active alignment',
    kind: 'select',
    options: GALLERY_ACTIVE_ALIGNMENTS,
  },
  ...rangeField('thumbnails-per-row', 'Thumbnails per row'),
  ...rangeField('padding', 'Padding'),
  { path: 'settings.lightbox', label: 'Lightbox', kind: 'checkbox' },
  {
    path: 'settings.lightboxTheme',
    label: 'Lightbox theme',
    kind: 'select',
    options: LIGHTBOX_THEMES,
  },
  ...rangeField('max-width', 'Maximum width'),
  { path: 'settings.newWindow', label: 'Open links in a new window', kind: 'checkbox' },
  { path: 'settings.transparentBackground', label: 'Transparent background', kind: 'checkbox' },
]

function rangeField(name: keyof typeof GALLERY_RANGES, label: string): FieldSpec[] {
  const { min, max } = GALLERY_RANGES[name]
  return [
    {
      path: `settings.${name}`,
      label: `${label} (${min}–${max})`,
      kind: 'number',
      min,
      max,
      step: 1,
    },
  ]
}

/**
 * The settings panel of each block type that a plain form can edit. What a block points at (form,
 * list, product, collection) is chosen from a list instead: `block-picker.tsx`.
 */
export const BLOCK_FIELDS: Partial<Record<SupportedBlockType, FieldSpec[]>> = {
  button: [
    { path: 'text', label: 'Button text', kind: 'text' },
    // The link's name is the button's label.
    {
      path: 'link',
      label: 'Button link',
      kind: 'link',
      newWindowPath: 'newWindow',
      namePath: 'text',
    },
    { path: 'size', label: 'Size', kind: 'select', options: sizes },
    { path: 'alignment', label: 'Alignment', kind: 'select', options: alignments },
  ],
  image: [
    { path: 'image.altText', label: 'Alt text', kind: 'text' },
    { path: 'caption', label: 'Caption', kind: 'text' },
    { path: 'link', label: 'Image link', kind: 'link', newWindowPath: 'newWindow' },
    { path: 'variant', label: 'Layout', kind: 'select', options: IMAGE_BLOCK_VARIANTS },
  ],
  gallery: GALLERY_FIELDS,
  spacer: [
    { path: 'height', label: 'Height (pixels)', kind: 'number', min: 0, max: 1000, step: 1 },
  ],
  quote: [
    { path: 'text', label: 'Quote', kind: 'textarea' },
    { path: 'source', label: 'Source', kind: 'text' },
  ],
  code: [
    { path: 'source', label: 'Code', kind: 'textarea' },
    { path: 'language', label: 'Language', kind: 'text' },
    { path: 'display', label: 'Display', kind: 'select', options: ['code', 'html'] },
  ],
  markdown: [{ path: 'markdown', label: 'Markdown', kind: 'textarea' }],
  embed: [
    { path: 'url', label: 'Embed URL', kind: 'url' },
    { path: 'html', label: 'Embed code', kind: 'textarea' },
  ],
  video: [
    { path: 'url', label: 'Video URL', kind: 'url' },
    { path: 'caption', label: 'Caption', kind: 'text' },
  ],
  audio: [
    { path: 'url', label: 'Audio URL', kind: 'url' },
    { path: 'title', label: 'Title', kind: 'text' },
  ],
  map: [
    { path: 'location.addressLine1', label: 'Address line 1', kind: 'text' },
    { path: 'location.addressLine2', label: 'Address line 2', kind: 'text' },
    { path: 'location.addressCountry', label: 'Country', kind: 'text' },
    {
      path: 'location.mapLat',
      label: 'Latitude',
      kind: 'number',
      min: -90,
      max: 90,
      step: 0.000001,
    },
    {
      path: 'location.mapLng',
      label: 'Longitude',
      kind: 'number',
      min: -180,
      max: 180,
      step: 0.000001,
    },
    { path: 'zoom', label: 'Zoom', kind: 'number', min: 1, max: 20, step: 1 },
  ],
  newsletter: [
    { path: 'title', label: 'Title', kind: 'text' },
    { path: 'description', label: 'Description', kind: 'textarea' },
    { path: 'buttonLabel', label: 'Button label', kind: 'text' },
  ],
  summary: [
    { path: 'variant', label: 'Layout', kind: 'select', options: SUMMARY_VARIANTS },
    { path: 'count', label: 'Number of items', kind: 'number', min: 1, step: 1 },
  ],
  sociallinks: [
    { path: 'size', label: 'Size', kind: 'select', options: sizes },
    { path: 'alignment', label: 'Alignment', kind: 'select', options: alignments },
  ],
  search: [{ path: 'placeholder', label: 'Placeholder', kind: 'text' }],
  donation: [
    { path: 'title', label: 'Title', kind: 'text' },
    { path: 'description', label: 'Description', kind: 'textarea' },
    { path: 'suggestedAmountsCents', label: 'Suggested amounts', kind: 'amounts' },
    { path: 'allowCustomAmount', label: 'Allow another amount', kind: 'checkbox' },
    { path: 'offerMonthly', label: 'Offer monthly gifts', kind: 'checkbox' },
    { path: 'buttonLabel', label: 'Button label', kind: 'text' },
  ],
}

export function readPath(value: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    )
}

/** A copy of `value` with `path` set; `undefined` removes the key (optional settings). */
export function writePath(
  value: Record<string, unknown>,
  path: string,
  next: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.')
  if (head === undefined) return value
  const copy = { ...value }
  if (rest.length === 0) {
    if (next === undefined) delete copy[head]
    else copy[head] = next
    return copy
  }
  const child =
    typeof copy[head] === 'object' && copy[head] !== null
      ? (copy[head] as Record<string, unknown>)
      : {}
  copy[head] = writePath(child, rest.join('.'), next)
  return copy
}
