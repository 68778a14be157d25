import { useRef } from 'react'
import { Button } from './button.js'
import { Dialog } from './dialog.js'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What answering `confirmLabel` would do, read with the title. */
  description: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A question with a safe answer and a destructive one (leave without saving, delete). Focus
 * starts on the safe answer and stays inside; Escape and the close button give that answer too.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      role="alertdialog"
      initialFocus={safe}
    >
      <div className="ed-actions">
        <Button ref={safe} tone="primary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button tone="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
