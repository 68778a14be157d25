import { mountIslands } from '../islands/mount-islands.js'
import { POPUP_DELAY_MS, popupDue } from '../popup/popup-memory.js'

/**
 * Mounts on the layout's popup overlay (`data-island="popup-overlay"`, page type 104). The overlay
 * opens `POPUP_DELAY_MS` after the page, for visitors who have not answered it; its code (the
 * dialog's focus and closing) loads then, not with the page.
 */
export function mountPopupOverlay(root: HTMLElement): void {
  const due = popupDue(root)
  // Said on the island, so "answered, will not open" is told from "not open yet".
  root.dataset.popupDue = String(due)
  if (!due) return
  setTimeout(() => {
    void import('../popup/popup-overlay.js').then(({ startPopupOverlay }) =>
      startPopupOverlay(root, { delayMs: 0 }),
    )
  }, POPUP_DELAY_MS)
}

mountIslands('popup-overlay', mountPopupOverlay)
