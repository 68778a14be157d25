import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Eye, EyeOff, Pencil, Power, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { webhooksApi } from '../api/webhooks-api.js'
import type { WebhookEndpoint } from '../api/webhooks-api.js'
import { ConfirmDialog, IconButton, Table } from '../ui/index.js'
import { webhooksQueryKey } from './endpoint-form.js'
import { eventLabel, webhooksStrings as s } from './webhooks-strings.js'

/** The site's endpoints and REST hooks: enable, disable, edit, delete, reveal the secret. */
export function EndpointsTable({
  endpoints,
  onEdit,
}: {
  endpoints: readonly WebhookEndpoint[]
  onEdit: (endpoint: WebhookEndpoint) => void
}) {
  const client = useQueryClient()
  const [deleting, setDeleting] = useState<WebhookEndpoint | undefined>()
  const [secrets, setSecrets] = useState<Record<string, string>>({})
  const refresh = () => client.invalidateQueries({ queryKey: webhooksQueryKey })
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      webhooksApi.updateEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: string) => webhooksApi.deleteEndpoint(id),
    onSuccess: refresh,
  })
  const reveal = async (id: string) => {
    if (secrets[id] !== undefined) {
      setSecrets(({ [id]: _hidden, ...rest }) => rest)
      return
    }
    const { secret } = await webhooksApi.revealSecret(id)
    setSecrets((current) => ({ ...current, [id]: secret }))
  }
  return (
    <>
      <Table aria-label={s.endpoints}>
        <thead>
          <tr>
            <th scope="col">{s.endpointUrl}</th>
            <th scope="col">{s.events}</th>
            <th scope="col">{s.status}</th>
            <th scope="col">
              <span className="ed-visually-hidden">{s.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <td>
                <div className="ed-webhooks-url">
                  <span>{endpoint.url}</span>
                  {endpoint.description !== '' ? (
                    <small>
                      {endpoint.source === 'rest-hook' ? `${s.restHook} · ` : ''}
                      {endpoint.description}
                    </small>
                  ) : null}
                  {secrets[endpoint.id] !== undefined ? (
                    <code aria-label={s.signingSecret}>{secrets[endpoint.id]}</code>
                  ) : null}
                </div>
              </td>
              <td>{endpoint.events.map(eventLabel).join(', ')}</td>
              <td>
                <span className={`ed-webhooks-pill ${endpoint.enabled ? 'is-on' : 'is-off'}`}>
                  {endpoint.enabled ? s.enabled : s.disabled}
                </span>
              </td>
              <td>
                <div className="ed-webhooks-row-actions">
                  <IconButton
                    label={secrets[endpoint.id] === undefined ? s.revealSecret : s.hideSecret}
                    icon={secrets[endpoint.id] === undefined ? Eye : EyeOff}
                    onClick={() => void reveal(endpoint.id)}
                  />
                  {endpoint.source === 'owner' ? (
                    <IconButton label={s.edit} icon={Pencil} onClick={() => onEdit(endpoint)} />
                  ) : null}
                  <IconButton
                    label={endpoint.enabled ? s.disable : s.enable}
                    icon={Power}
                    onClick={() => toggle.mutate(endpoint)}
                  />
                  <IconButton
                    label={s.delete}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => setDeleting(endpoint)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        open={deleting !== undefined}
        title={s.deleteEndpointTitle}
        description={s.deleteEndpointText}
        confirmLabel={s.delete}
        cancelLabel={s.cancel}
        onConfirm={() => {
          if (deleting !== undefined) remove.mutate(deleting.id)
          setDeleting(undefined)
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  )
}
