import type { FastifyInstance } from 'fastify'
import type { CartDeps } from './cart-deps.js'
import { failureResponses, subscriptionBodySchema } from './cart-schemas.js'
import { fail } from './send-cart-failure.js'
import { createSubscriptionCart } from './subscription-cart.js'
import type { SubscriptionCartInput } from './subscription-cart.js'

/** SPEC §7: a subscription gets its own one-item cart; the token leads to its checkout page. */
export function subscriptionCartRoutes(app: FastifyInstance, deps: CartDeps): void {
  app.post<{ Body: SubscriptionCartInput }>(
    '/api/3/commerce/cart/subscription',
    {
      schema: {
        summary:
          'Open a one-item cart for a subscription; answers the token for /checkout?cartToken=',
        tags: ['commerce'],
        body: subscriptionBodySchema,
        response: {
          200: { type: 'object', properties: { cartToken: { type: 'string' } } },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await createSubscriptionCart(deps, request.site, request.body)
      return result.ok ? { cartToken: result.cartToken } : fail(reply, result)
    },
  )
}
