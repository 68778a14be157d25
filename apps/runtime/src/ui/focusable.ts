const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements of a container that Tab moves between, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden)
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal). Returns true when it moved the focus,
 * so the caller prevents the browser's own move.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements.at(-1)
  if (!first || !last) {
    container.focus()
    return true
  }
  const active = container.ownerDocument.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus()
    return true
  }
  return false
}
