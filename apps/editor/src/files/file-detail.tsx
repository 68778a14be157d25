import { useMutation, useQuery } from '@tanstack/react-query'
import { Check, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { Button } from '../ui/button.js'
import { ErrorState, LoadingState } from '../ui/states.js'
import { failureMessage } from './failure-message.js'
import { formatFileSize } from './file-size.js'
import { describeUse } from './file-use.js'

interface Props {
  file: SiteFile
  choosable: boolean
  onChoose: (file: SiteFile) => void
  onRenamed: (file: SiteFile) => Promise<unknown>
  onDeleted: () => Promise<unknown>
}

/**
 * One file: its facts, rename, choose, and delete after a warning that names the pages using it.
 * Keyed by the file, so nothing said about one file (a refused rename) stays for the next.
 */
export function FileDetail({ file, choosable, onChoose, onRenamed, onDeleted }: Props) {
  const [name, setName] = useState(file.name)
  const [renameError, setRenameError] = useState('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const rename = useMutation({
    mutationFn: () => editorApi.renameFile(file.id, name.trim()),
    onSuccess: async (answer) => {
      setRenameError('')
      await onRenamed(answer.file)
    },
    onError: (error) => setRenameError(failureMessage(error, editorStrings.renameProblem)),
  })
  const remove = useMutation({
    mutationFn: () => editorApi.deleteFile(file.id),
    onSuccess: onDeleted,
  })
  const usage = useQuery({
    queryKey: ['files', 'usage', file.id],
    queryFn: () => editorApi.fileUsage(file.id),
    enabled: confirmDelete,
    staleTime: 0,
  })
  const uses = usage.data?.usedOn ?? []
  return (
    <div className="ed-file-detail">
      {file.mime.startsWith('image/') ? (
        <img className="ed-file-preview" src={file.url} alt="" />
      ) : null}
      <div className="ed-file-facts">
        <p className="ed-file-name">{file.name}</p>
        <p className="ed-field-note">
          {file.mime} · {formatFileSize(file.size)}
          {file.width && file.height ? ` · ${file.width} by ${file.height} px` : ''}
        </p>
        <label>
          File name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <div className="ed-actions">
          <button
            type="button"
            onClick={() =>
              name.trim() === '' ? setRenameError(editorStrings.enterFileName) : rename.mutate()
            }
          >
            {editorStrings.rename}
          </button>
          {choosable ? (
            <Button tone="primary" icon={Check} onClick={() => onChoose(file)}>
              {editorStrings.chooseFile}
            </Button>
          ) : null}
          <Button
            tone="ghost"
            icon={Trash2}
            className="ed-danger-outline"
            onClick={() => setConfirmDelete(true)}
          >
            {editorStrings.delete}
          </Button>
        </div>
        {renameError ? (
          <p role="alert">
            <strong>
              {renameError === editorStrings.enterFileName ? '' : `${editorStrings.renameTitle}: `}
            </strong>
            {renameError}
          </p>
        ) : null}
        {confirmDelete ? (
          <div role="alertdialog" aria-label="Delete file" className="ed-confirm">
            {usage.isPending ? <LoadingState /> : null}
            {usage.isError ? (
              <ErrorState error={usage.error} onRetry={() => usage.refetch()} />
            ) : null}
            {uses.length > 0 ? (
              <div className="ed-file-uses">
                <p>
                  <strong>
                    {uses.length === 1
                      ? 'This file is used in 1 place:'
                      : `This file is used in ${uses.length} places:`}
                  </strong>
                </p>
                <ul>
                  {uses.map((use) => (
                    <li key={`${use.kind}-${use.id}-${use.title}`}>{describeUse(use)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {usage.isSuccess && uses.length === 0 ? (
              <p>This file is not used on any page.</p>
            ) : null}
            <p>{editorStrings.deleteFileWarning}</p>
            <div className="ed-actions">
              <button
                type="button"
                className="ed-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Delete file
              </button>
              <button type="button" autoFocus onClick={() => setConfirmDelete(false)}>
                Cancel
              </button>
            </div>
            {remove.isError ? (
              <p role="alert">{failureMessage(remove.error, editorStrings.somethingWentWrong)}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
