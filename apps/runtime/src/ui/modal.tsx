import { CloseIcon } from './close-icon.js'
import type { ComponentChildren, JSX } from 'preact'
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks'
import { runtimeStrings } from '../runtime-strings.js'
import { focusableElements, trapTab } from './focusable.js'

export interface ModalProps {
  readonly titleId: string
  readonly onClose: () => void
  readonly children: ComponentChildren
  readonly role?: 'dialog' | 'alertdialog'
  readonly describedBy?: string
  readonly className?: string
}

// The overlay is a manual popover shown on mount: the top layer lies above every stacking context,
// so no ancestor of the island (the product page's sticky details column makes one) can hold it
// under the sticky site header. The sizes undo the popover's user-agent box (fit-content, border).
const overlayStyle: JSX.CSSProperties = {
  position: 'fixed',
  inset: '0',
  zIndex: 1000,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: '0',
  border: '0',
  overflow: 'visible',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '16px',
  background: 'rgba(0, 0, 0, 0.45)',
}

const dialogStyle: JSX.CSSProperties = {
  position: 'relative',
  width: '100%',
  maxWidth: '520px',
  maxHeight: '90vh',
  overflow: 'auto',
  padding: '28px 24px 24px',
  borderRadius: '8px',
  background: '#fff',
  color: '#1d1d1d',
  boxShadow: '0 10px 40px rgba(0, 0, 0, 0.25)',
}

const closeStyle: JSX.CSSProperties = {
  position: 'absolute',
  top: '8px',
  right: '8px',
  width: '36px',
  height: '36px',
  border: '0',
  background: 'transparent',
  fontSize: '24px',
  lineHeight: '1',
  cursor: 'pointer',
}

/**
 * A modal lightbox with a close cross: closes on Escape, the cross or a click outside; keeps the
 * focus inside while open and gives it back to where it was when it closes.
 */
export function Modal({
  titleId,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  className,
}: ModalProps) {
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useLayoutEffect(() => {
    const element = overlay.current
    // Browsers without the Popover API (and test DOMs) keep the fixed overlay and its z-index.
    if (element && typeof element.showPopover === 'function' && !element.matches(':popover-open'))
      element.showPopover()
  }, [])

  useEffect(() => {
    const doc = dialog.current?.ownerDocument ?? document
    const opener = doc.activeElement as HTMLElement | null
    const container = dialog.current
    if (container)
      (focusableElements(container).find((el) => !el.dataset.modalClose) ?? container).focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
      } else if (container && trapTab(container, event)) {
        event.preventDefault()
      }
    }
    doc.addEventListener('keydown', onKey)
    return () => {
      doc.removeEventListener('keydown', onKey)
      // Defer so the element being re-rendered (the opener) exists again (SPEC §9: focus 0 ms).
      setTimeout(() => opener?.focus?.(), 0)
    }
  }, [])

  return (
    <div
      ref={overlay}
      class="atelier-modal"
      popover="manual"
      style={overlayStyle}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current()
      }}
    >
      <div
        ref={dialog}
        class={`atelier-modal__dialog${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={dialogStyle}
      >
        <button
          type="button"
          class="atelier-modal__close"
          aria-label={runtimeStrings.close}
          data-modal-close="true"
          style={closeStyle}
          onClick={() => close.current()}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </div>
  )
}
