import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

const FileManager = lazy(() => import('../files/file-manager.js'))

/** The editor's file manager in a modal dialog, to upload or choose an image or a file. */
export function FileChooserDialog({
  title,
  accept,
  onChoose,
  onClose,
}: {
  title: string
  accept: 'image' | 'any'
  onChoose: (file: SiteFile) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal?.()
  }, [])
  return (
    <dialog ref={ref} className="bo-dialog" aria-label={title} onClose={onClose}>
      <div className="bo-dialog-header">
        <h3>{title}</h3>
        <button type="button" aria-label="Close" onClick={onClose}>
          <X aria-hidden size={16} />
        </button>
      </div>
      <Suspense fallback={<p>{editorStrings.loading}</p>}>
        <FileManager mode="choose" accept={accept} onChoose={onChoose} onClose={onClose} />
      </Suspense>
    </dialog>
  )
}
