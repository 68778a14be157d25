import { useMutation } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { Button, Field } from '../ui/index.js'
import { mailingListsStrings as s } from './mailing-lists-strings.js'

/** The owner adds one person, subscribed at once; the server judges the address. */
export function AddSubscriberForm({ listId, onAdded }: { listId: string; onAdded: () => unknown }) {
  const [email, setEmail] = useState('')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: () => mailingListsApi.addSubscriber(listId, { email, firstName, lastName }),
    onSuccess: async () => {
      setEmail('')
      setFirstName('')
      setLastName('')
      setError(null)
      await onAdded()
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate()
  }
  return (
    <form className="ed-mailing-add" aria-label={s.addSubscriber} onSubmit={submit} noValidate>
      <Field
        label={s.email}
        type="email"
        value={email}
        maxLength={320}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={s.firstName}
        value={firstName}
        maxLength={200}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <Field
        label={s.lastName}
        value={lastName}
        maxLength={200}
        onChange={(event) => setLastName(event.target.value)}
      />
      <Button type="submit" icon={UserPlus} disabled={add.isPending || email.trim() === ''}>
        {s.addSubscriber}
      </Button>
    </form>
  )
}
