const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** A file size for people, in 1024-based steps from Bytes to YB (SPEC §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} Bytes`
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${UNITS[unit]}`
}

/** The image files the file manager accepts for image blocks. */
export function isSupportedImage(file: { type: string; name: string }): boolean {
  return (
    /^image\/(jpeg|png|gif|webp|avif|svg\+xml)$/.test(file.type) ||
    /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(file.name)
  )
}
