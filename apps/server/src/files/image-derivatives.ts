import sharp from 'sharp'
import { derivedWidthsFor } from './image-widths.js'

export interface ImageInfo {
  width: number
  height: number
  /** The MIME type sharp detected from the bytes, not the one the client claimed. */
  mime: string
}

const mimeBySharpFormat: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heif: 'image/avif',
}

/** Undefined when the bytes are not an image we serve. */
export async function readImageInfo(data: Buffer): Promise<ImageInfo | undefined> {
  try {
    const meta = await sharp(data).metadata()
    const mime = meta.format === undefined ? undefined : mimeBySharpFormat[meta.format]
    if (mime === undefined || meta.width === undefined || meta.height === undefined)
      return undefined
    // EXIF orientations 5–8 are stored rotated by 90°, so visitors see width and height swapped.
    const swapped = (meta.orientation ?? 1) >= 5
    return {
      width: swapped ? meta.height : meta.width,
      height: swapped ? meta.width : meta.height,
      mime,
    }
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
