import { useMutation } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useId, useRef } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { fillText, mailingListsStrings as s } from './mailing-lists-strings.js'

/** A CSV file read in the browser and sent whole; the server adds every row or none. */
export function SubscriberImport({
  listId,
  onImported,
}: {
  listId: string
  onImported: () => unknown
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useMutation({
    mutationFn: async (file: File) => mailingListsApi.importCsv(listId, await file.text()),
    onSuccess: onImported,
    onSettled: () => {
      if (input.current) input.current.value = ''
    },
  })
  const failure = upload.error
  const rows = failure instanceof ApiError ? Object.values(failure.body.errors ?? {}) : []
  return (
    <div className="ed-mailing-import">
      <label htmlFor={id} className="ui-button ed-button-icon">
        <Upload size={16} aria-hidden="true" focusable="false" />
        {s.importCsv}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="ed-visually-hidden"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file !== undefined) upload.mutate(file)
        }}
      />
      <p id={`${id}-hint`} className="ed-field-note">
        {s.importHint}
      </p>
      {upload.isSuccess ? (
        <p role="status" className="ed-mailing-imported">
          {fillText(s.imported, upload.data)}
        </p>
      ) : null}
      {failure !== null ? (
        <div role="alert" className="ui-field-error">
          <p>{failure.message}</p>
          {rows.length > 1 ? (
            <ul>
              {rows.slice(1).map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
