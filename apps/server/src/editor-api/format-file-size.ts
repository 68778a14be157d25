const units = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** SPEC §9 file sizes in 1024-based units from Bytes to YB: 20971520 → "20 MB", 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = Math.round(value * 100) / 100
  return `${rounded} ${units[unit]}`
}
