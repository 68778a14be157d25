import { lazy, Suspense } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { LoadingState } from '../ui/states.js'

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
  return (
    <Suspense fallback={<LoadingState />}>
      <FileManager
        mode="choose"
        title={title}
        accept={accept}
        onChoose={onChoose}
        onClose={onClose}
      />
    </Suspense>
  )
}
