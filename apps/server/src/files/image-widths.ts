/** SPEC §9: the widths derived from every uploaded image. */
export const imageWidths = [100, 300, 500, 750, 1000, 1500, 2500] as const
export type ImageWidth = (typeof imageWidths)[number]

/**
 * SPEC §9 thumbnail by size: above 1000 gives 1500w, above 750 1000w, above 500 750w, above 300
 * 500w, above 100 300w, else 100w.
 */
export function thumbnailWidthFor(size: number): ImageWidth {
  if (size > 1000) return 1500
  if (size > 750) return 1000
  if (size > 500) return 750
  if (size > 300) return 500
  if (size > 100) return 300
  return 100
}

/** The derived widths worth making for an image: never wider than the original. */
export function derivedWidthsFor(originalWidth: number): ImageWidth[] {
  return imageWidths.filter((width) => width <= originalWidth)
}

/** `url?format=100w 100w, url?format=300w 300w, …` for the widths that exist. */
export function srcsetFor(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${formatUrl(url, width)} ${width}w`).join(', ')
}

/** The URL of one derived width; the file route serves it from `?format=<width>w`. */
export function formatUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}format=${width}w`
}

/** Where a derived width is stored beside its original: `a/b/photo.jpg` → `a/b/photo.500w.jpg`. */
export function derivedPath(originalPath: string, width: number): string {
  const slash = originalPath.lastIndexOf('/')
  const dot = originalPath.lastIndexOf('.')
  if (dot <= slash + 1) return `${originalPath}.${width}w`
  return `${originalPath.slice(0, dot)}.${width}w${originalPath.slice(dot)}`
}
