import type { FastifyInstance } from 'fastify'
import { orderFailureSchema } from '../../checkout/checkout-schemas.js'
import { failure } from '../../errors/failure.js'
import { sendFailure } from '../../errors/send-failure.js'
import { paymentStrings } from '../../payments/payment-strings.js'
import type { OrderDeps } from '../order-deps.js'
import { payRenewal } from './pay-renewal.js'

const tags = ['checkout']

/** The renewal pay page's call: a failed renewal paid through the dunning mail's link. */
export function renewalPayRoutes(app: FastifyInstance, deps: OrderDeps): void {
  app.post(
    '/api/commerce/subscriptions/pay/:token',
    {
      schema: {
        summary: 'Pay a failed subscription renewal through its (signed, expiring) mail link',
        tags,
        params: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 16, maxLength: 160 } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['payment'],
          properties: {
            payment: {
              type: 'object',
              required: ['provider'],
              description:
                "{provider: 'test', token} (a token of POST /api/commerce/payments/test/tokens) " +
                "or {provider: 'stripe'}. Card details are refused with a 400.",
              properties: {
                provider: { type: 'string', enum: ['test', 'stripe'] },
                token: { type: 'string', minLength: 1, maxLength: 255 },
                card: {},
                number: {},
              },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['paid', 'pending'] },
              statusUrl: { type: 'string' },
              payment: {
                type: 'object',
                properties: {
                  provider: { type: 'string' },
                  clientSecret: { type: 'string' },
                  publishableKey: { type: 'string' },
                },
              },
            },
          },
          400: orderFailureSchema,
          402: orderFailureSchema,
          404: orderFailureSchema,
          409: orderFailureSchema,
          410: orderFailureSchema,
          502: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const { payment } = request.body
      if (payment.card !== undefined || payment.number !== undefined) {
        return sendFailure(reply, failure('invalid-input', paymentStrings.cardFieldsRefused))
      }
      if (payment.provider === 'test' && payment.token === undefined) {
        return sendFailure(reply, failure('invalid-input', paymentStrings.tokenMissing))
      }
      const result = await payRenewal(
        deps,
        request.site.id,
        request.params.token,
        payment.provider === 'test' && payment.token !== undefined
          ? { kind: 'token', token: payment.token }
          : { kind: 'none' },
      )
      if (!result.ok) return sendFailure(reply, result)
      return result
    },
  )
}
