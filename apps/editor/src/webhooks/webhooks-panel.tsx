import { useQuery } from '@tanstack/react-query'
import { Plus, Zap } from 'lucide-react'
import { useState } from 'react'
import { webhooksApi } from '../api/webhooks-api.js'
import type { WebhookEndpoint } from '../api/webhooks-api.js'
import { Button, ErrorState, LoadingState } from '../ui/index.js'
import { ApiKeysSection } from './api-keys-section.js'
import { DeliveryLog } from './delivery-log.js'
import { EndpointForm, webhooksQueryKey } from './endpoint-form.js'
import { EndpointsTable } from './endpoints-table.js'
import { fillCount, webhooksStrings as s } from './webhooks-strings.js'
import './webhooks.css'

/**
 * Webhooks: the owner's endpoints (events, signing secret, on and off), the API keys services
 * such as Zapier subscribe with, SPEC §2's Zapier connection status, and the delivery log.
 */
export default function WebhooksPanel() {
  const overview = useQuery({ queryKey: webhooksQueryKey, queryFn: webhooksApi.overview })
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | undefined>()
  const [created, setCreated] = useState<{ url: string; secret: string } | undefined>()
  const data = overview.data
  const active = data?.activeSubscriptions ?? 0
  return (
    <div className="ed-webhooks">
      <header className="ed-webhooks-head">
        <h2>{s.areaTitle}</h2>
        <Button
          tone="primary"
          icon={Plus}
          onClick={() => {
            setCreated(undefined)
            setEditing('new')
          }}
        >
          {s.addEndpoint}
        </Button>
      </header>
      <p className="ed-webhooks-soft">{s.intro}</p>
      {overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => overview.refetch()} />
      ) : null}
      {overview.isPending ? <LoadingState /> : null}
      {data !== undefined ? (
        <>
          <p className="ed-webhooks-zapier" role="status">
            <Zap size={16} aria-hidden="true" focusable="false" />
            <span>{s.zapierStatus}:</span>
            <strong>
              {active === 0 ? s.awaiting : active === 1 ? s.zapsOne : fillCount(s.zapsMany, active)}
            </strong>
          </p>
          {editing !== undefined ? (
            <EndpointForm
              key={editing === 'new' ? 'new' : editing.id}
              events={data.events}
              endpoint={editing === 'new' ? undefined : editing}
              onDone={(made) => {
                setEditing(undefined)
                if (made !== undefined) setCreated({ url: made.endpoint.url, secret: made.secret })
              }}
            />
          ) : null}
          {created !== undefined ? (
            <div className="ed-webhooks-once" role="status">
              <p>{s.secretOnce}</p>
              <code aria-label={s.signingSecret}>{created.secret}</code>
            </div>
          ) : null}
          <section className="ed-card ed-webhooks-section" aria-labelledby="wh-endpoints">
            <h3 id="wh-endpoints">{s.endpoints}</h3>
            {data.endpoints.length === 0 ? (
              <p className="ed-webhooks-soft">{s.noEndpoints}</p>
            ) : (
              <EndpointsTable endpoints={data.endpoints} onEdit={(e) => setEditing(e)} />
            )}
          </section>
          <ApiKeysSection apiKeys={data.apiKeys} />
          <DeliveryLog />
        </>
      ) : null}
    </div>
  )
}
