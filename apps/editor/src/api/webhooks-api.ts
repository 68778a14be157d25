import { api } from './http.js'

export interface WebhookEndpoint {
  id: string
  url: string
  description: string
  events: string[]
  enabled: boolean
  /** owner: added here; rest-hook: subscribed by a service (Zapier) with an API key. */
  source: 'owner' | 'rest-hook'
  createdAt: string
}

export interface WebhookApiKey {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
}

export interface WebhookDelivery {
  id: string
  endpointId: string
  endpointUrl: string
  eventId: string
  eventType: string
  status: 'pending' | 'delivering' | 'delivered' | 'failed'
  attempts: number
  lastResponseCode: number | null
  lastError: string | null
  lastAttemptAt: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
  createdAt: string
}

export interface WebhooksOverview {
  events: string[]
  endpoints: WebhookEndpoint[]
  apiKeys: WebhookApiKey[]
  /** REST hook subscriptions that are on: SPEC §2's Zapier connection status. */
  activeSubscriptions: number
}

export interface EndpointInput {
  url: string
  description: string
  events: string[]
}

/** Settings → Webhooks (the server's `webhooks/`). */
export const webhooksApi = {
  overview: () => api<WebhooksOverview>('GET', '/api/editor/webhooks'),
  addEndpoint: (input: EndpointInput) =>
    api<{ endpoint: WebhookEndpoint; secret: string }>(
      'POST',
      '/api/editor/webhooks/endpoints',
      input,
    ),
  updateEndpoint: (id: string, change: Partial<EndpointInput> & { enabled?: boolean }) =>
    api<{ endpoint: WebhookEndpoint }>('PUT', `/api/editor/webhooks/endpoints/${id}`, change),
  deleteEndpoint: (id: string) => api<void>('DELETE', `/api/editor/webhooks/endpoints/${id}`),
  revealSecret: (id: string) =>
    api<{ secret: string }>('GET', `/api/editor/webhooks/endpoints/${id}/secret`),
  deliveries: () =>
    api<{ deliveries: WebhookDelivery[] }>('GET', '/api/editor/webhooks/deliveries'),
  redeliver: (id: string) =>
    api<{ delivery: WebhookDelivery }>(
      'POST',
      `/api/editor/webhooks/deliveries/${id}/redeliver`,
      {},
    ),
  createKey: (name: string) =>
    api<{ apiKey: WebhookApiKey; key: string }>('POST', '/api/editor/webhooks/api-keys', { name }),
  revokeKey: (id: string) => api<void>('DELETE', `/api/editor/webhooks/api-keys/${id}`),
}
