import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import { orderFailureSchema } from '../checkout/checkout-schemas.js'
import { fulfillOrder } from './fulfill-order.js'
import { markOrderPaid } from './mark-order-paid.js'
import type { OrderDeps } from './order-deps.js'
import { sendFailure } from '../errors/send-failure.js'

const orderIdParams = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', maxLength: 64 } },
} as const

/**
 * The owner's order actions: marks an order shipped (`POST /api/editor/orders/{orderId}/fulfill`)
 * or an offline order paid (`POST /api/editor/orders/{orderId}/mark-paid`).
 */
export function fulfillmentRoutes(app: FastifyInstance, deps: OrderDeps): void {
  const services = app.atelier
  app.post(
    '/api/editor/orders/:orderId/fulfill',
    {
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary: 'Mark an order fulfilled (shipped), with an optional tracking number (owner only)',
        tags: ['checkout'],
        params: orderIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { trackingNumber: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              fulfillmentStatus: { type: 'string' },
              trackingNumber: { type: ['string', 'null'] },
              fulfilledAt: { type: 'string' },
            },
          },
          404: orderFailureSchema,
          409: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const tracking = request.body?.trackingNumber?.trim() ?? ''
      const result = await fulfillOrder(deps, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        trackingNumber: tracking === '' ? null : tracking,
        now: deps.now(),
      })
      if (result.ok) {
        const { ok: _ok, ...fulfillment } = result
        return fulfillment
      }
      return sendFailure(reply, result)
    },
  )

  app.post(
    '/api/editor/orders/:orderId/mark-paid',
    {
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary: 'Mark an offline order (pickup, bank transfer) paid (owner only)',
        tags: ['checkout'],
        params: orderIdParams,
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, paymentStatus: { type: 'string' } },
          },
          404: orderFailureSchema,
          409: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const site = request.site
      const result = await markOrderPaid(deps, {
        websiteId: site.id,
        orderId: request.params.orderId,
        now: deps.now(),
        site: {
          title: site.title,
          url: await siteBaseUrl(services.storage, site.id, services.config.port),
          timeZone: site.timeZone,
        },
      })
      if (result.ok) return { status: result.status, paymentStatus: result.paymentStatus }
      return sendFailure(reply, result)
    },
  )
}
