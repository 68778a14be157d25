import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw, Send } from 'lucide-react'
import { webhooksApi } from '../api/webhooks-api.js'
import type { WebhookDelivery } from '../api/webhooks-api.js'
import { Button, ErrorState, LoadingState, Table } from '../ui/index.js'
import { eventLabel, webhooksStrings as s } from './webhooks-strings.js'

export const deliveriesQueryKey = ['webhooks', 'deliveries'] as const

const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString())

function responseOf(delivery: WebhookDelivery): string {
  if (delivery.lastResponseCode !== null) return String(delivery.lastResponseCode)
  return delivery.lastError ?? '—'
}

/** The newest deliveries with status, attempts, last answer and next attempt; redeliver any. */
export function DeliveryLog() {
  const client = useQueryClient()
  const log = useQuery({
    queryKey: deliveriesQueryKey,
    queryFn: webhooksApi.deliveries,
    // Pending deliveries move on their own; the log follows them while the area is open.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'delivering')
        ? 2_000
        : false,
  })
  const redeliver = useMutation({
    mutationFn: webhooksApi.redeliver,
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesQueryKey }),
  })
  const deliveries = log.data?.deliveries ?? []
  return (
    <section className="ed-card ed-webhooks-section" aria-labelledby="wh-log">
      <div className="ed-webhooks-section-head">
        <h3 id="wh-log">{s.deliveryLog}</h3>
        <Button icon={RefreshCw} onClick={() => void log.refetch()}>
          {s.refresh}
        </Button>
      </div>
      {log.isError ? <ErrorState error={log.error} onRetry={() => log.refetch()} /> : null}
      {log.isPending ? <LoadingState /> : null}
      {log.isSuccess && deliveries.length === 0 ? (
        <p className="ed-webhooks-soft">{s.noDeliveries}</p>
      ) : null}
      {deliveries.length > 0 ? (
        <Table aria-label={s.deliveryLog}>
          <thead>
            <tr>
              <th scope="col">{s.event}</th>
              <th scope="col">{s.endpoint}</th>
              <th scope="col">{s.status}</th>
              <th scope="col">{s.attempts}</th>
              <th scope="col">{s.response}</th>
              <th scope="col">{s.nextAttempt}</th>
              <th scope="col">{s.created}</th>
              <th scope="col">
                <span className="ed-visually-hidden">{s.redeliver}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td>{eventLabel(delivery.eventType)}</td>
                <td>
                  <span className="ed-webhooks-url">{delivery.endpointUrl}</span>
                </td>
                <td>
                  <span className={`ed-webhooks-pill is-${delivery.status}`}>
                    {s.statusLabels[delivery.status]}
                  </span>
                </td>
                <td>{delivery.attempts}</td>
                <td>{responseOf(delivery)}</td>
                <td>{when(delivery.nextAttemptAt)}</td>
                <td>{when(delivery.createdAt)}</td>
                <td>
                  <Button
                    icon={Send}
                    disabled={delivery.status === 'delivering' || redeliver.isPending}
                    onClick={() => redeliver.mutate(delivery.id)}
                  >
                    {s.redeliver}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  )
}
