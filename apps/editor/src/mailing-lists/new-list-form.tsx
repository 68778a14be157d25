import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { Button, Field } from '../ui/index.js'
import { mailingListsStrings as s } from './mailing-lists-strings.js'

/** A new list: its name and whether sign-ups confirm by mail first. */
export function NewListForm({ onDone }: { onDone: (id?: string) => void }) {
  const client = useQueryClient()
  const [name, setName] = useState('')
  const [doubleOptIn, setDoubleOptIn] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: () => mailingListsApi.create(name.trim(), doubleOptIn),
    onSuccess: async (list) => {
      await client.invalidateQueries({ queryKey: ['mailing-lists'] })
      await client.invalidateQueries({ queryKey: ['editor', 'mailing-lists'] })
      onDone(list.id)
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setError(s.nameRequired)
    setError(null)
    create.mutate()
  }
  return (
    <form className="ed-card ed-mailing-new" aria-label={s.newList} onSubmit={submit} noValidate>
      <Field
        label={s.listName}
        value={name}
        maxLength={200}
        autoFocus
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="ed-check">
        <input
          type="checkbox"
          checked={doubleOptIn}
          onChange={(event) => setDoubleOptIn(event.target.checked)}
        />
        {s.doubleOptIn}
      </label>
      <div className="ed-actions">
        <Button type="submit" tone="primary" disabled={create.isPending}>
          {s.createList}
        </Button>
        <Button onClick={() => onDone()}>{s.cancel}</Button>
      </div>
    </form>
  )
}
