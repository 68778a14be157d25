import type { FastifyInstance } from 'fastify'
import type { CartDeps } from './cart-deps.js'
import type { OneItemCartKind } from './cart-queries.js'
import { failureResponses, oneItemCartBodySchema } from './cart-schemas.js'
import { createOneItemCart } from './one-item-cart.js'
import { sendFailure as fail } from '../errors/send-failure.js'

const paths: Record<Exclude<OneItemCartKind, 'paywall'>, { url: string; summary: string }> = {
  subscription: {
    url: '/api/3/commerce/cart/subscription',
    summary: 'Open a one-item cart for a subscription; answers the token for /checkout?cartToken=',
  },
  'gift-card': {
    url: '/api/3/commerce/cart/gift-card',
    summary:
      'Open a one-item cart for a gift card of the chosen denomination; answers the token for /checkout?cartToken=',
  },
}

/**
 * SPEC §4/§7: a subscription, and a gift card of the chosen denomination, each get their own
 * one-item cart; the token leads to its checkout page.
 */
export function oneItemCartRoutes(app: FastifyInstance, deps: CartDeps): void {
  for (const kind of ['subscription', 'gift-card'] as const) {
    app.post(
      paths[kind].url,
      {
        schema: {
          summary: paths[kind].summary,
          tags: ['commerce'],
          body: oneItemCartBodySchema,
          response: {
            200: { type: 'object', properties: { cartToken: { type: 'string' } } },
            ...failureResponses,
          },
        },
      },
      async (request, reply) => {
        const result = await createOneItemCart(deps, request.site, kind, request.body)
        return result.ok ? { cartToken: result.cartToken } : fail(reply, result)
      },
    )
  }
}
