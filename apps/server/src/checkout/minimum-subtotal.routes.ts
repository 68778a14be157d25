import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { saveMinimumSubtotal } from './save-minimum-subtotal.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

const minimumSchema = {
  type: 'object',
  required: ['minimumOrderSubtotalCents'],
  additionalProperties: false,
  properties: {
    minimumOrderSubtotalCents: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
  },
} as const

/** The owner sets the store's minimum order subtotal: `PUT /api/editor/store-settings/minimum-order-subtotal`. */
export function minimumSubtotalRoutes(app: FastifyInstance): void {
  const services = app.atelier
  app.put(
    '/api/editor/store-settings/minimum-order-subtotal',
    {
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary: "Set the store's minimum order subtotal in minor units, 0 for none (owner only)",
        tags: ['checkout'],
        body: minimumSchema,
        response: { 200: minimumSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveMinimumSubtotal(
        services.storage,
        request.site.id,
        request.body.minimumOrderSubtotalCents,
        services.now(),
      )
      if (saved === undefined) {
        return sendFailure(reply, failure('missing', 'This website does not exist.'))
      }
      return { minimumOrderSubtotalCents: saved }
    },
  )
}
