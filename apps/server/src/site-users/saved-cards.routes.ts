import type { FastifyInstance } from 'fastify'
import { sendFailure } from '../errors/send-failure.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import { requireAccount } from './signed-in-account.js'
import { changeSubscriptionCard, startCardSetup } from '../saved-cards/subscription-card.js'
import {
  listAccountCards,
  removeAccountCard,
  setDefaultAccountCard,
  type SavedCardsDeps,
} from '../saved-cards/saved-payment-methods.js'

export interface SavedCardsRoutesOptions {
  providers: PaymentProviders
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
}

const tags = ['site-users']
const id = { type: 'string', minLength: 1, maxLength: 64 } as const
const base = '/api/site-users/account/payment-methods'

/**
 * The signed-in shopper's saved payment methods (issue 21): list (brand, last four, expiry — the
 * provider's description, never a number), remove (refused with 409 while a subscription renews
 * with the card), make default, start saving a new Stripe card (SetupIntent), and change the card a
 * subscription renews with. 401 signed out; 404 for a card or subscription not the caller's.
 */
export async function savedCardsRoutes(
  app: FastifyInstance,
  options: SavedCardsRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const deps: SavedCardsDeps = {
    storage: services.storage,
    now: () => services.now(),
    providers: options.providers,
    stripeFor: options.stripeFor,
  }
  const account = (request: Parameters<typeof requireAccount>[1]) =>
    requireAccount(services.storage, request, services.now())

  app.get(
    base,
    { schema: { summary: "The signed-in shopper's saved cards, the default first", tags } },
    async (request, reply) => {
      const owner = await account(request)
      const stripe = await deps.stripeFor?.(request.site.id)
      const { cards, unavailable } = await listAccountCards(deps, owner)
      reply.header('cache-control', 'no-store')
      return {
        cards,
        unavailable,
        // New cards are saved with the provider the shop takes payments with now.
        provider: stripe === undefined ? 'test' : 'stripe',
        stripePublishableKey: stripe?.browserKey ?? null,
      }
    },
  )

  app.delete(
    `${base}/:cardId`,
    {
      schema: {
        summary: 'Remove a saved card (not while a subscription renews with it)',
        tags,
        headers: crumbHeaderSchema,
        params: { type: 'object', required: ['cardId'], properties: { cardId: id } },
      },
    },
    async (request, reply) => {
      const result = await removeAccountCard(deps, await account(request), request.params.cardId)
      return result.ok ? { ok: true } : sendFailure(reply, result)
    },
  )

  app.post(
    `${base}/:cardId/default`,
    {
      schema: {
        summary: 'Make a saved card the default (preselected at checkout)',
        tags,
        headers: crumbHeaderSchema,
        params: { type: 'object', required: ['cardId'], properties: { cardId: id } },
      },
    },
    async (request, reply) => {
      const result = await setDefaultAccountCard(
        deps,
        await account(request),
        request.params.cardId,
      )
      return result.ok ? { ok: true } : sendFailure(reply, result)
    },
  )

  app.post(
    `${base}/setup`,
    {
      schema: {
        summary: 'Start saving a new Stripe card: a SetupIntent the browser confirms',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['idempotencyKey'],
          properties: { idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const result = await startCardSetup(deps, await account(request), request.body.idempotencyKey)
      if (!result.ok) return sendFailure(reply, result)
      const { ok: _ok, ...setup } = result
      return setup
    },
  )

  app.put(
    '/api/site-users/account/subscriptions/:subscriptionId/payment-method',
    {
      schema: {
        summary: 'Change the card a subscription renews with (saved, or a new one saved now)',
        tags,
        headers: crumbHeaderSchema,
        params: {
          type: 'object',
          required: ['subscriptionId'],
          properties: { subscriptionId: id },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          maxProperties: 1,
          properties: {
            savedCardId: id,
            token: { type: 'string', minLength: 8, maxLength: 128 },
            setupIntent: { type: 'string', pattern: '^seti_\\w+$', maxLength: 128 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const choice =
        body.savedCardId !== undefined
          ? { savedCardId: body.savedCardId }
          : body.token !== undefined
            ? { token: body.token }
            : { setupIntent: body.setupIntent ?? '' }
      const result = await changeSubscriptionCard(
        deps,
        await account(request),
        request.params.subscriptionId,
        choice,
      )
      return result.ok ? { cardId: result.cardId } : sendFailure(reply, result)
    },
  )
}
