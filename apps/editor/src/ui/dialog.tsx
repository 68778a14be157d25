import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode, type RefObject } from 'react'
import { IconButton } from './button.js'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Read with the title when the dialog opens. */
  description?: ReactNode
  /** `alertdialog` for a question that must be answered (a delete, a cancel). */
  role?: 'dialog' | 'alertdialog'
  /** A wider dialog for pickers (the file manager). */
  wide?: boolean
  /** Where focus starts; the first focusable element (the close button) when left out. */
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * A modal on Radix's dialog: focus moves in and is kept there, Escape and the close button shut
 * it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  wide = false,
  initialFocus,
  children,
}: DialogProps) {
  // What had focus when the dialog opened: Radix gives focus back only to a Radix trigger.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ed-dialog-overlay" />
        <RadixDialog.Content
          className={wide ? 'ed-dialog ui-dialog-wide' : 'ed-dialog'}
          role={role}
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
            if (!initialFocus?.current) return
            event.preventDefault()
            initialFocus.current.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className="ui-dialog-head">
            <RadixDialog.Title>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close" icon={X} />
            </RadixDialog.Close>
          </div>
          {description !== undefined ? (
            <RadixDialog.Description className="ui-dialog-description">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
