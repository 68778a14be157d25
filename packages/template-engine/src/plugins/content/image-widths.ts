/** The widths the image service stores of every upload (SPEC §9). */
export const IMAGE_WIDTHS: readonly number[] = [100, 300, 500, 750, 1000, 1500, 2500]

/** The smallest stored variant that covers `size` pixels (SPEC §9 thumbnail by size). */
export function thumbnailVariant(size: number): string {
  if (size > 1000) return '1500w'
  if (size > 750) return '1000w'
  if (size > 500) return '750w'
  if (size > 300) return '500w'
  if (size > 100) return '300w'
  return '100w'
}
