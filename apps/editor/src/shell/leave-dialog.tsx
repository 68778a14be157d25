import { editorStrings } from '../strings.js'
import { Button } from '../ui/button.js'
import { Dialog } from '../ui/dialog.js'

interface LeaveDialogProps {
  /** What would be lost, from the area's leave guard; null keeps the dialog shut. */
  question: string | null
  onDiscard: () => void
  onKeepEditing: () => void
}

/**
 * Asks before the owner leaves an area with unsaved work. Focus stays inside; Escape, the close
 * button and "Keep editing" all stay, and only "Discard changes" leaves.
 */
export function LeaveDialog({ question, onDiscard, onKeepEditing }: LeaveDialogProps) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => (open ? undefined : onKeepEditing())}
      title={editorStrings.unsaved}
      description={question ?? ''}
      role="alertdialog"
    >
      <div className="ed-actions">
        <Button tone="primary" autoFocus onClick={onKeepEditing}>
          {editorStrings.keepEditing}
        </Button>
        <Button tone="danger" onClick={onDiscard}>
          {editorStrings.discardChanges}
        </Button>
      </div>
    </Dialog>
  )
}
