import sharp from 'sharp'
import { derivedWidthsFor } from './image-widths.js'

export interface ImageSize {
  width: number
  height: number
}

/**
 * The size visitors see, or undefined when sharp cannot read the bytes. What the image is comes
 * from `detect-file-type.ts`; this only measures it.
 */
export async function readImageSize(data: Buffer): Promise<ImageSize | undefined> {
  try {
    const meta = await sharp(data).metadata()
    if (meta.width === undefined || meta.height === undefined) return undefined
    // EXIF orientations 5–8 are stored rotated by 90°, so visitors see width and height swapped.
    const swapped = (meta.orientation ?? 1) >= 5
    return { width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height }
  } catch {
    return undefined
  }
}

/** The SPEC §9 widths (100w … 2500w) that fit inside the original, in the original's format. */
export async function makeDerivedImages(
  data: Buffer,
  originalWidth: number,
): Promise<Array<{ width: number; data: Buffer }>> {
  const derived: Array<{ width: number; data: Buffer }> = []
  for (const width of derivedWidthsFor(originalWidth)) {
    const resized = await sharp(data)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toBuffer()
    derived.push({ width, data: resized })
  }
  return derived
}
