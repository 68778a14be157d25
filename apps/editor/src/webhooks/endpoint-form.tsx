import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { webhooksApi } from '../api/webhooks-api.js'
import type { WebhookEndpoint } from '../api/webhooks-api.js'
import { Button, Field } from '../ui/index.js'
import { eventLabel, webhooksStrings as s } from './webhooks-strings.js'

export const webhooksQueryKey = ['webhooks'] as const

/**
 * Adds an endpoint (then shows its signing secret once) or edits one: its URL, description and
 * the events it receives.
 */
export function EndpointForm({
  events,
  endpoint,
  onDone,
}: {
  events: readonly string[]
  endpoint?: WebhookEndpoint
  onDone: (created?: { endpoint: WebhookEndpoint; secret: string }) => void
}) {
  const client = useQueryClient()
  const [url, setUrl] = useState(endpoint?.url ?? '')
  const [description, setDescription] = useState(endpoint?.description ?? '')
  const [chosen, setChosen] = useState<string[]>(endpoint?.events ?? [])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: async () => {
      const input = { url: url.trim(), description: description.trim(), events: chosen }
      if (endpoint === undefined) return webhooksApi.addEndpoint(input)
      await webhooksApi.updateEndpoint(endpoint.id, input)
      return undefined
    },
    onSuccess: async (created) => {
      await client.invalidateQueries({ queryKey: webhooksQueryKey })
      onDone(created)
    },
    onError: (failure) =>
      setErrors(
        failure instanceof ApiError
          ? (failure.body.errors ?? { url: failure.message })
          : { url: String(failure) },
      ),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    save.mutate()
  }
  const toggle = (type: string, on: boolean) =>
    setChosen((current) => (on ? [...current, type] : current.filter((other) => other !== type)))
  return (
    <form
      className="ed-card ed-webhooks-form"
      aria-label={endpoint === undefined ? s.addEndpoint : s.edit}
      onSubmit={submit}
      noValidate
    >
      <Field
        label={s.endpointUrl}
        type="url"
        value={url}
        maxLength={2000}
        autoFocus
        placeholder="https://"
        hint={s.endpointUrlHint}
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Field
        label={s.description}
        value={description}
        maxLength={200}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset
        className="ed-webhooks-events"
        aria-describedby={errors.events ? 'wh-events-error' : undefined}
      >
        <legend>{s.events}</legend>
        {events.map((type) => (
          <label key={type} className="ed-check">
            <input
              type="checkbox"
              checked={chosen.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {eventLabel(type)}
          </label>
        ))}
        {errors.events ? (
          <p id="wh-events-error" role="alert" className="ui-field-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div className="ed-actions">
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {s.save}
        </Button>
        <Button onClick={() => onDone()}>{s.cancel}</Button>
      </div>
    </form>
  )
}
