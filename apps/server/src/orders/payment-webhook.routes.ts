import type { FastifyInstance } from 'fastify'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { paymentStrings } from '../payments/payment-strings.js'
import { applyPaymentEvent } from './apply-payment-event.js'
import type { OrderDeps } from './order-deps.js'

/**
 * `POST /api/commerce/payments/stripe/webhook` on the site's own host: the raw body (the
 * signature covers its bytes) is verified with the site's webhook signing secret; a bad signature
 * is a 400 and changes nothing; a good event is applied once (`apply-payment-event.ts`). No crumb:
 * Stripe signs its calls instead.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, deps: OrderDeps): Promise<void> {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  )
  app.post(
    '/api/commerce/payments/stripe/webhook',
    {
      config: { crumb: false },
      schema: {
        summary: 'Stripe webhook: a signed event (payment succeeded, failed, refunded, disputed)',
        tags: ['checkout'],
        // The signature is checked against the raw body by the provider's own verification.
        headers: {
          type: 'object',
          required: ['stripe-signature'],
          properties: { 'stripe-signature': { type: 'string', maxLength: 4096 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { received: { type: 'boolean' }, applied: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const provider = await deps.stripeFor?.(request.site.id)
      if (provider?.handleWebhook === undefined) {
        return sendFailure(reply, failure('not-found', paymentStrings.stripeOff))
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const verified = await provider.handleWebhook({ rawBody, headers: request.headers })
      if (!verified.ok) return sendFailure(reply, failure('invalid-input', verified.message))
      const applied = await applyPaymentEvent(deps, provider, request.site.id, verified.action)
      return { received: true, applied }
    },
  )
}
