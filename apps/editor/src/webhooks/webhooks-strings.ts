/** Every text of the Webhooks area. */
export const webhooksStrings = {
  areaTitle: 'Webhooks',
  intro:
    'Send your store’s events to other services as they happen. Each delivery is signed (Standard Webhooks) and retried for a day when the receiver fails.',
  zapierStatus: 'Zapier connection status',
  awaiting: 'Awaiting connection',
  zapsOne: '1 active Zap',
  zapsMany: '{count} active Zaps',
  endpoints: 'Endpoints',
  addEndpoint: 'Add endpoint',
  noEndpoints: 'No endpoints yet. Add one to send events to a URL of yours.',
  endpointUrl: 'Endpoint URL',
  endpointUrlHint: 'https:// address; plain http:// only for localhost while developing.',
  description: 'Description',
  events: 'Events',
  save: 'Save endpoint',
  cancel: 'Cancel',
  edit: 'Edit',
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  enabled: 'Enabled',
  disabled: 'Disabled',
  restHook: 'REST hook',
  status: 'Status',
  actions: 'Actions',
  revealSecret: 'Reveal signing secret',
  hideSecret: 'Hide signing secret',
  signingSecret: 'Signing secret',
  secretOnce:
    'Copy the signing secret now; it verifies the webhook-signature header of every delivery.',
  deleteEndpointTitle: 'Delete this endpoint?',
  deleteEndpointText: 'It stops receiving events, and its delivery log is deleted.',
  apiKeys: 'API keys',
  apiKeysIntro:
    'Services such as Zapier subscribe themselves through the REST Hooks API (POST /api/hooks) with a key.',
  keyName: 'Key name',
  createKey: 'Create key',
  noKeys: 'No API keys.',
  keyOnce: 'Copy this key now: it is shown only once.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this key?',
  revokeText: 'Services using it stop working, and the subscriptions it made are removed.',
  lastUsed: 'Last used',
  never: 'Never',
  deliveryLog: 'Delivery log',
  noDeliveries: 'No deliveries yet.',
  event: 'Event',
  endpoint: 'Endpoint',
  attempts: 'Attempts',
  response: 'Response',
  nextAttempt: 'Next attempt',
  created: 'Created',
  redeliver: 'Redeliver',
  refresh: 'Refresh',
  statusLabels: {
    pending: 'Pending',
    delivering: 'Delivering',
    delivered: 'Delivered',
    failed: 'Failed',
  },
  eventLabels: {
    'order.created': 'Order created',
    'order.paid': 'Order paid',
    'order.fulfilled': 'Order fulfilled',
    'order.refunded': 'Order refunded',
    'form.submitted': 'Form submitted',
    'subscriber.added': 'Subscriber added',
    'product.stock_changed': 'Product stock changed',
    'member.joined': 'Member joined',
  } as Record<string, string>,
} as const

export function fillCount(text: string, count: number): string {
  return text.replace('{count}', String(count))
}

export function eventLabel(type: string): string {
  return webhooksStrings.eventLabels[type] ?? type
}
