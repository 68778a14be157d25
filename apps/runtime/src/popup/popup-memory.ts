/**
 * Seconds after page load before the overlay appears: the visitor first sees the page they came
 * for, as the reference product's default timer does.
 */
export const POPUP_DELAY_MS = 3000

/** The window's localStorage, or none where it is refused (the editor's sandboxed canvas). */
export function windowStorage(win: Window | null): Storage | undefined {
  try {
    return win?.localStorage
  } catch {
    return undefined
  }
}

/** Whether this visitor is to see the overlay: not signed up, this version not closed yet. */
export function popupDue(root: HTMLElement): boolean {
  const win = root.ownerDocument.defaultView
  const storage = windowStorage(win)
  const version = Number(root.dataset.version ?? '0') || 0
  return (
    storage !== undefined &&
    shouldShowPopup(readPopupMemory(storage, popupMemoryKey(win?.location.host ?? '')), version)
  )
}

/** What the popup overlay remembers per site (SPEC §3: date-closed, version, submitted). */
export interface PopupMemory {
  readonly 'date-closed'?: number
  readonly version?: number
  readonly submitted?: boolean
}

/**
 * Local storage is already per origin, and each site has its own host; the host in the key keeps
 * two sites apart even when they share an origin in development.
 */
export function popupMemoryKey(host: string): string {
  return `atelier:popup-overlay:${host}`
}

export function readPopupMemory(storage: Storage, key: string): PopupMemory {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    const record = parsed as Record<string, unknown>
    return {
      ...(typeof record['date-closed'] === 'number'
        ? { 'date-closed': record['date-closed'] }
        : {}),
      ...(typeof record.version === 'number' ? { version: record.version } : {}),
      ...(record.submitted === true ? { submitted: true } : {}),
    }
  } catch {
    return {}
  }
}

export function writePopupMemory(storage: Storage, key: string, memory: PopupMemory): void {
  try {
    storage.setItem(key, JSON.stringify(memory))
  } catch {
    // Storage full or blocked (private mode): the popup then shows again next visit, no harm done.
  }
}

/** A visitor who signed up never sees it again; one who closed it sees it again for a new version. */
export function shouldShowPopup(memory: PopupMemory, version: number): boolean {
  if (memory.submitted === true) return false
  return memory['date-closed'] === undefined || memory.version !== version
}
