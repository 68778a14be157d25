import { focusableElements, trapTab } from '../ui/focusable.js'
import { NEWSLETTER_SUBSCRIBED_EVENT } from '../forms/newsletter-subscribed-event.js'
import {
  POPUP_DELAY_MS,
  popupMemoryKey,
  readPopupMemory,
  shouldShowPopup,
  windowStorage,
  writePopupMemory,
} from './popup-memory.js'

export { POPUP_DELAY_MS }

export interface PopupOverlayOptions {
  readonly delayMs?: number
  readonly storage?: Storage
  readonly now?: () => number
}

/**
 * Drives the server-rendered `.popup-overlay[data-island=popup-overlay]` (page type 104): shows it
 * after `delayMs` unless the visitor signed up or already closed this version; closes on the cross,
 * Escape or a click outside the dialog, and keeps the focus inside while open.
 */
export function startPopupOverlay(
  root: HTMLElement,
  options: PopupOverlayOptions = {},
): () => void {
  const doc = root.ownerDocument
  const win = doc.defaultView
  const storage = options.storage ?? windowStorage(win)
  const now = options.now ?? Date.now
  const version = Number(root.dataset.version ?? '0') || 0
  const key = popupMemoryKey(win?.location.host ?? '')
  const dialog = root.querySelector<HTMLElement>('.popup-overlay__dialog') ?? root
  if (storage === undefined || !shouldShowPopup(readPopupMemory(storage, key), version)) {
    return () => {}
  }
  let opener: HTMLElement | null = null

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (trapTab(dialog, event)) {
      event.preventDefault()
    }
  }
  const onOutside = (event: MouseEvent) => {
    if (event.target === root) close()
  }
  const onClose = () => close()
  const onSubscribed = () => {
    writePopupMemory(storage, key, { ...readPopupMemory(storage, key), submitted: true })
  }

  function open() {
    opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    root.hidden = false
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1
    const first = focusableElements(dialog).find((el) => !el.matches('.popup-overlay__close'))
    ;(first ?? dialog).focus()
    doc.addEventListener('keydown', onKey)
  }

  function close() {
    if (root.hidden) return
    root.hidden = true
    doc.removeEventListener('keydown', onKey)
    const memory = readPopupMemory(storage!, key)
    writePopupMemory(storage!, key, { ...memory, 'date-closed': now(), version })
    opener?.focus()
  }

  root.addEventListener('mousedown', onOutside)
  root.querySelector('.popup-overlay__close')?.addEventListener('click', onClose)
  root.addEventListener(NEWSLETTER_SUBSCRIBED_EVENT, onSubscribed)
  const timer = setTimeout(open, options.delayMs ?? POPUP_DELAY_MS)

  return () => {
    clearTimeout(timer)
    doc.removeEventListener('keydown', onKey)
    root.removeEventListener('mousedown', onOutside)
    root.removeEventListener(NEWSLETTER_SUBSCRIBED_EVENT, onSubscribed)
  }
}
