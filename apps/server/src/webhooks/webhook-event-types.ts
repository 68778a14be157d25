/** The events an endpoint or a REST hook subscribes to, with the label the editor shows. */
export const webhookEventTypes = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.refunded',
  'form.submitted',
  'subscriber.added',
  'product.stock_changed',
  'member.joined',
] as const

export type WebhookEventType = (typeof webhookEventTypes)[number]

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(value)
}

/** Stored space-separated in `webhook_endpoints.events`. */
export function parseEventList(stored: string): WebhookEventType[] {
  return stored.split(' ').filter(isWebhookEventType)
}
