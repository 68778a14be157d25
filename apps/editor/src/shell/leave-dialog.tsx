import { editorStrings } from '../strings.js'
import { ConfirmDialog } from '../ui/confirm-dialog.js'

interface LeaveDialogProps {
  /** What would be lost, from the area's leave guard; null keeps the dialog shut. */
  question: string | null
  onDiscard: () => void
  onKeepEditing: () => void
}

/** Asks before the owner leaves an area with unsaved work; only "Discard changes" leaves. */
export function LeaveDialog({ question, onDiscard, onKeepEditing }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={question !== null}
      title={editorStrings.unsaved}
      description={question ?? ''}
      confirmLabel={editorStrings.discardChanges}
      cancelLabel={editorStrings.keepEditing}
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  )
}
