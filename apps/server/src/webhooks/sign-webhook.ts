import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** A new endpoint signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes, base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

/** `msg_` and the event's id: the `webhook-id`, the same for every attempt of one event. */
export function messageIdOf(eventId: string): string {
  return `msg_${eventId}`
}

export interface SignedHeaders {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

/**
 * The three Standard Webhooks headers of one attempt: the signature is `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the secret's bytes, made by the specification's own
 * library. `at` is the wall clock of the attempt (receivers refuse old timestamps).
 */
export function signWebhook(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const signature = new Webhook(secret).sign(messageId, at, body)
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  }
}
