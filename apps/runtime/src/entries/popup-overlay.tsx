import { mountIslands } from '../islands/mount-islands.js'
import { startPopupOverlay } from '../popup/popup-overlay.js'

/** Mounts on the layout's popup overlay (`data-island="popup-overlay"`, page type 104). */
export function mountPopupOverlay(root: HTMLElement): void {
  startPopupOverlay(root)
}

mountIslands('popup-overlay', mountPopupOverlay)
