import {
  formatUrl,
  srcsetFor as srcsetOfWidths,
  thumbnailWidthFor,
} from '../../files/image-widths.js'
/** What the theme's `img.block` partial reads: everything an `<img>` needs, already decided. */
export interface ImageView {
  src: string
  srcset: string
  sizes: string
  width: number
  height: number
  alt: string
  objectPosition: string
  loading: 'lazy' | 'eager'
  /** `high` on the image that is the page's largest paint (a product's first photo, a post's). */
  fetchPriority?: 'high'
  /** The rendition a shared link shows (`og:image`): see `shareImageOf`. */
  share: ShareImage
}

/** An image as link previews and search results take it: its URL and real size in px. */
export interface ShareImage {
  url: string
  width: number
  height: number
}

/** Link previews want at least 1200 px across (Facebook, X, LinkedIn). */
const shareWidth = 1200

/**
 * The narrowest derived width of at least 1200 px (SPEC §9 makes 1500w, not 1200w), else the
 * original, with the size it really has.
 */
export function shareImageOf(source: ImageSource): ShareImage {
  const width = [...source.derivedWidths].sort((a, b) => a - b).find((w) => w >= shareWidth)
  if (width === undefined || source.width <= 0)
    return { url: source.url, width: source.width, height: source.height }
  return {
    url: formatUrl(source.url, width),
    width,
    height: Math.round((width * source.height) / source.width),
  }
}

/** A stored image as the renderer knows it: where it lives and which derived widths exist. */
export interface ImageSource {
  /** URL of the original file; derived widths are `${url}?format=${w}w`. */
  url: string
  width: number
  height: number
  /** Widths (in px) of the derivatives that were made, e.g. [100, 300, 500]. */
  derivedWidths: readonly number[]
  altText: string
  focalPoint: { x: number; y: number }
}

/** `url?format=100w 100w, …` for the widths the image has, narrowest first. */
export function srcsetFor(source: ImageSource): string {
  return srcsetOfWidths(
    source.url,
    [...source.derivedWidths].sort((a, b) => a - b),
  )
}

/** Focal point (0..1 each way) as CSS `object-position`, so crops keep the subject in view. */
export function objectPositionFor(focalPoint: { x: number; y: number }): string {
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`
  return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`
}

export interface ImageViewOptions {
  /** The widest the image is drawn at, in CSS px: picks the `src` by the thumbnail rule. */
  displayWidth: number
  /** The `sizes` attribute; defaults to `(max-width: 432px) 100vw, {displayWidth}px`. */
  sizes?: string
  /** Images above the fold load eagerly; everything else is `loading="lazy"`. */
  aboveFold?: boolean
  /** The page's main image, most likely its largest paint: fetched before other images. */
  priority?: boolean
  /** Crops to this width/height ratio (e.g. 1 for square) for the width/height attributes. */
  aspectRatio?: number
}

export function imageView(source: ImageSource, options: ImageViewOptions): ImageView {
  const wanted = thumbnailWidthFor(options.displayWidth)
  const available = [...source.derivedWidths].sort((a, b) => a - b)
  // The rule picks a width; when that derivative was not made (small original), take the
  // nearest larger one, else the original.
  const pick = available.find((width) => width >= wanted)
  const src = pick === undefined ? source.url : formatUrl(source.url, pick)
  const width = Math.min(options.displayWidth, source.width || options.displayWidth)
  const heightPerWidth =
    options.aspectRatio !== undefined
      ? 1 / options.aspectRatio
      : source.width > 0
        ? source.height / source.width
        : 1
  return {
    src,
    srcset: srcsetFor(source),
    sizes: options.sizes ?? `(max-width: 432px) 100vw, ${Math.round(options.displayWidth)}px`,
    width: Math.round(width),
    height: Math.round(width * heightPerWidth),
    alt: source.altText,
    objectPosition: objectPositionFor(source.focalPoint),
    loading: options.aboveFold === true ? 'eager' : 'lazy',
    ...(options.priority === true ? { fetchPriority: 'high' as const } : {}),
    share: shareImageOf(source),
  }
}
