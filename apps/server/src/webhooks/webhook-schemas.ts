import { webhookEventTypes } from './webhook-event-types.js'

/** JSON schemas shared by the editor's webhook routes and the REST hooks API. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const

export const eventTypeSchema = { type: 'string', enum: [...webhookEventTypes] } as const

export const endpointSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    description: { type: 'string' },
    events: { type: 'array', items: { type: 'string' } },
    enabled: { type: 'boolean' },
    source: { type: 'string', enum: ['owner', 'rest-hook'] },
    createdAt: { type: 'string' },
  },
} as const

export const apiKeySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    createdAt: { type: 'string' },
    lastUsedAt: { type: ['string', 'null'] },
  },
} as const

export const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    endpointId: { type: 'string' },
    endpointUrl: { type: 'string' },
    eventId: { type: 'string' },
    eventType: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'delivering', 'delivered', 'failed'] },
    attempts: { type: 'integer' },
    lastResponseCode: { type: ['integer', 'null'] },
    lastError: { type: ['string', 'null'] },
    lastAttemptAt: { type: ['string', 'null'] },
    nextAttemptAt: { type: ['string', 'null'] },
    deliveredAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const
