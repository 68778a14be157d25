import { validateCard } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { invalidFields } from '../errors/order-failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { testCardToken } from './test-card-token.js'

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const

/**
 * The built-in test provider's own token endpoint, as Stripe's tokens work: the checkout sends the
 * test card here and only the token to `POST /api/commerce/orders`. The card is checked (number,
 * expiry, CVC: `{errors: {'card.number': …}}`) and forgotten; the token names its test outcome
 * and last 4 digits only. Nothing of the card is stored or logged.
 */
export function testCardTokensRoutes(app: FastifyInstance, now: () => Date): void {
  app.post(
    '/api/commerce/payments/test/tokens',
    {
      schema: {
        summary: 'Tokenize a test card for the built-in test provider (test mode only)',
        tags: ['checkout'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['number', 'expMonth', 'expYear', 'cvc'],
          properties: {
            number: text(40),
            expMonth: { anyOf: [{ type: 'integer' }, text(2)] },
            expYear: { anyOf: [{ type: 'integer' }, text(4)] },
            cvc: text(4),
          },
        },
        response: {
          201: {
            type: 'object',
            properties: { token: { type: 'string' }, last4: { type: 'string' } },
          },
          400: {
            type: 'object',
            properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const errors = Object.entries(validateCard(request.body, now()))
      if (errors.length > 0) {
        return sendFailure(
          reply,
          invalidFields(
            Object.fromEntries(errors.map(([field, message]) => [`card.${field}`, message])),
          ),
        )
      }
      reply.header('cache-control', 'no-store')
      return reply.status(201).send(testCardToken(request.body.number, request.body))
    },
  )
}
