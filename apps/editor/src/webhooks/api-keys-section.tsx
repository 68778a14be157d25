import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { webhooksApi } from '../api/webhooks-api.js'
import type { WebhookApiKey } from '../api/webhooks-api.js'
import { Button, ConfirmDialog, Field, IconButton } from '../ui/index.js'
import { webhooksQueryKey } from './endpoint-form.js'
import { webhooksStrings as s } from './webhooks-strings.js'

/** The REST Hooks API keys: create one (shown once), revoke one. */
export function ApiKeysSection({ apiKeys }: { apiKeys: readonly WebhookApiKey[] }) {
  const client = useQueryClient()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [shown, setShown] = useState<string | undefined>()
  const [revoking, setRevoking] = useState<WebhookApiKey | undefined>()
  const refresh = () => client.invalidateQueries({ queryKey: webhooksQueryKey })
  const create = useMutation({
    mutationFn: () => webhooksApi.createKey(name.trim()),
    onSuccess: async ({ key }) => {
      setShown(key)
      setName('')
      await refresh()
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  })
  const revoke = useMutation({ mutationFn: webhooksApi.revokeKey, onSuccess: refresh })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    create.mutate()
  }
  return (
    <section className="ed-card ed-webhooks-section" aria-labelledby="wh-keys">
      <h3 id="wh-keys">{s.apiKeys}</h3>
      <p className="ed-webhooks-soft">{s.apiKeysIntro}</p>
      <form className="ed-webhooks-key-form" onSubmit={submit} noValidate>
        <Field
          label={s.keyName}
          value={name}
          maxLength={100}
          placeholder="Zapier"
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" icon={KeyRound} disabled={create.isPending}>
          {s.createKey}
        </Button>
      </form>
      {shown !== undefined ? (
        <div className="ed-webhooks-once" role="status">
          <p>{s.keyOnce}</p>
          <code>{shown}</code>
        </div>
      ) : null}
      {apiKeys.length === 0 ? <p className="ed-webhooks-soft">{s.noKeys}</p> : null}
      <ul className="ed-webhooks-keys">
        {apiKeys.map((key) => (
          <li key={key.id}>
            <span>
              <strong>{key.name}</strong> <code>{key.prefix}…</code>
            </span>
            <small>
              {s.lastUsed}:{' '}
              {key.lastUsedAt === null ? s.never : new Date(key.lastUsedAt).toLocaleString()}
            </small>
            <IconButton
              label={`${s.revoke} ${key.name}`}
              icon={Trash2}
              tone="danger"
              onClick={() => setRevoking(key)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== undefined}
        title={s.revokeTitle}
        description={s.revokeText}
        confirmLabel={s.revoke}
        cancelLabel={s.cancel}
        onConfirm={() => {
          if (revoking !== undefined) revoke.mutate(revoking.id)
          setRevoking(undefined)
        }}
        onCancel={() => setRevoking(undefined)}
      />
    </section>
  )
}
