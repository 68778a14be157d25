import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailingListsApi, type MailingList } from '../api/mailing-lists-api.js'
import { Button, ConfirmDialog, Field } from '../ui/index.js'
import { fillText, mailingListsStrings as s } from './mailing-lists-strings.js'

/** One list's name and double opt-in, saved together; and deleting the list, after a question. */
export function ListSettings({ list }: { list: MailingList }) {
  const client = useQueryClient()
  const [name, setName] = useState(list.name)
  const [doubleOptIn, setDoubleOptIn] = useState(list.doubleOptIn)
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  // The list as the server has it now (changed elsewhere, e.g. the connection dialog).
  useEffect(() => {
    setName(list.name)
    setDoubleOptIn(list.doubleOptIn)
  }, [list.name, list.doubleOptIn])
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['mailing-lists'] })
    await client.invalidateQueries({ queryKey: ['editor', 'mailing-lists'] })
  }
  const fail = (failure: unknown) =>
    setError(failure instanceof ApiError ? failure.message : String(failure))
  const save = useMutation({
    mutationFn: () => mailingListsApi.save(list.id, name.trim(), doubleOptIn),
    onSuccess: refresh,
    onError: fail,
  })
  const remove = useMutation({
    mutationFn: () => mailingListsApi.remove(list.id),
    onSuccess: refresh,
    onError: fail,
  })
  const changed = name.trim() !== list.name || doubleOptIn !== list.doubleOptIn
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setError(s.nameRequired)
    setError(null)
    save.mutate()
  }
  return (
    <form
      className="ed-card ed-mailing-settings"
      aria-label={list.name}
      onSubmit={submit}
      noValidate
    >
      <Field
        label={s.listName}
        value={name}
        maxLength={200}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="ed-check">
        <input
          type="checkbox"
          checked={doubleOptIn}
          aria-describedby={`opt-in-${list.id}`}
          onChange={(event) => setDoubleOptIn(event.target.checked)}
        />
        {s.doubleOptIn}
      </label>
      <p id={`opt-in-${list.id}`} className="ed-field-note">
        {s.doubleOptInHint}
      </p>
      <div className="ed-actions">
        <Button type="submit" tone="primary" disabled={!changed || save.isPending}>
          {s.save}
        </Button>
        {save.isSuccess && !changed ? (
          <span role="status" className="ed-mailing-saved">
            {s.saved}
          </span>
        ) : null}
        <Button
          tone="danger"
          icon={Trash2}
          className="ed-mailing-delete"
          onClick={() => setAsking(true)}
        >
          {s.deleteList}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={fillText(s.deleteTitle, { name: list.name })}
        description={fillText(s.deleteDescription, { count: list.subscriberCount })}
        confirmLabel={s.deleteList}
        cancelLabel={s.keepList}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate()
        }}
      />
    </form>
  )
}
