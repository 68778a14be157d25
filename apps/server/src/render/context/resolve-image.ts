import type { ImageRef } from '@atelier/schema'
import { parseOriginalSize } from '@atelier/schema'
import type { ImageSource } from './image-view.js'
import type { SnapshotFile } from '../snapshot/site-snapshot.js'

/**
 * An image reference as an `ImageSource`: uploaded files bring their derived widths; an absolute
 * asset URL is used as it is, without derivatives.
 */
export function resolveImage(
  ref: ImageRef | undefined,
  files: ReadonlyMap<string, SnapshotFile>,
): ImageSource | undefined {
  if (ref === undefined) return undefined
  const file = ref.fileId === undefined ? undefined : files.get(ref.fileId)
  const size = parseOriginalSize(ref.originalSize)
  if (file !== undefined) {
    return {
      url: file.url,
      width: file.width,
      height: file.height,
      derivedWidths: file.derivedWidths,
      altText: ref.altText || file.alt || ref.title,
      focalPoint: ref.mediaFocalPoint,
    }
  }
  if (ref.assetUrl === undefined) return undefined
  return {
    url: ref.assetUrl,
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    derivedWidths: [],
    altText: ref.altText || ref.title,
    focalPoint: ref.mediaFocalPoint,
  }
}
