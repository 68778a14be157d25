import type { GallerySettings, ImageRef } from '@atelier/schema'
import { imageView, type ImageView } from './image-view.js'
import { enlargeImageText, localizedStringsFor } from './localized-strings.js'
import { resolveImage } from './resolve-image.js'
import type { SnapshotFile } from '../snapshot/site-snapshot.js'

/** SPEC §3 gallery aspect ratios as CSS `aspect-ratio` values. */
const ASPECT_RATIOS: Record<GallerySettings['aspect-ratio'], [number, number]> = {
  square: [1, 1],
  standard: [3, 2],
  'standard-vertical': [2, 3],
  'four-three': [4, 3],
  'three-four-vertical': [3, 4],
  widescreen: [16, 9],
  'anamorphic-widescreen': [2.4, 1],
}

export interface GalleryImageView extends ImageView {
  caption: string
  slideId: string
  position: number
  count: number
  full: string
  /** The hidden words of its lightbox link. */
  enlarge: string
}

export interface GalleryView {
  id: string
  title: string
  design: GallerySettings['design']
  slideshow: boolean
  grid: boolean
  stacked: boolean
  images: GalleryImageView[]
  thumbnailsPerRow: number
  padding: number
  aspectRatioCss: string
  autoplay: boolean
  autoplayDuration: number
  controls: boolean
  lightbox: boolean
  lightboxTheme: GallerySettings['lightboxTheme']
  showMeta: boolean
  autoCrop: boolean
}

/** A gallery drawn as grid, slideshow (slider too) or stacked, per its SPEC §3 settings. */
export function buildGalleryView(
  id: string,
  title: string,
  refs: readonly ImageRef[],
  settings: GallerySettings,
  files: ReadonlyMap<string, SnapshotFile>,
  contentWidth: number,
): GalleryView {
  const slideshow = settings.design === 'slideshow' || settings.design === 'slider'
  const perRow = settings['thumbnails-per-row']
  const displayWidth = settings.design === 'grid' ? contentWidth / perRow : contentWidth
  const sources = refs.map((ref) => ({ ref, source: resolveImage(ref, files) }))
  const present = sources.filter((entry) => entry.source !== undefined)
  const [ratioWidth, ratioHeight] = ASPECT_RATIOS[settings['aspect-ratio']]
  const crop = settings['auto-crop'] && settings.design === 'grid'
  return {
    id,
    title,
    design: settings.design,
    slideshow,
    grid: settings.design === 'grid',
    stacked: settings.design === 'stacked',
    images: present.map(({ ref, source }, index) => ({
      ...imageView(source!, {
        displayWidth,
        aboveFold: index === 0 && slideshow,
        ...(crop ? { aspectRatio: ratioWidth / ratioHeight } : {}),
        sizes:
          settings.design === 'grid'
            ? `(max-width: 860px) 50vw, ${Math.round(displayWidth)}px`
            : `(max-width: 860px) 100vw, ${contentWidth}px`,
      }),
      caption: ref.title,
      slideId: `${id}-slide-${index + 1}`,
      position: index + 1,
      count: present.length,
      full: source!.url,
      enlarge: enlargeImageText(localizedStringsFor(''), index + 1),
    })),
    thumbnailsPerRow: perRow,
    padding: settings.padding,
    aspectRatioCss: `${ratioWidth} / ${ratioHeight}`,
    autoplay: settings.autoplay,
    autoplayDuration: settings['autoplay-duration'],
    controls: settings.controls,
    lightbox: settings.lightbox,
    lightboxTheme: settings.lightboxTheme,
    showMeta: settings['show-meta'],
    autoCrop: settings['auto-crop'],
  }
}
