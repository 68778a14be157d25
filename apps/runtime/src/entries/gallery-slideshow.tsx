import { startGallerySlideshow } from '../gallery/gallery-slideshow.js'
import { mountIslands } from '../islands/mount-islands.js'

/** Mounts on galleries drawn as a slideshow (`data-island="gallery-slideshow"`). */
export function mountGallerySlideshow(root: HTMLElement): void {
  startGallerySlideshow(root)
}

mountIslands('gallery-slideshow', mountGallerySlideshow)
