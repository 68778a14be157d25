import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { invalidFields } from '../../errors/order-failure.js'
import { sendFailure } from '../../errors/send-failure.js'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import {
  removeStripeSettings,
  saveStripeSettings,
  stripeSettingsView,
} from '../../payments/stripe/stripe-accounts.js'
import { stripeAccountCountry } from '../../payments/stripe/stripe-payment-provider.js'

const tags = ['editor: store settings']
const key = { type: 'string', maxLength: 255 } as const
const viewSchema = {
  type: 'object',
  properties: {
    stripe: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        publishableKey: { type: 'string' },
        secretKey: { type: 'string', description: "'__MASKED_FIELD__' when saved, never the key" },
        webhookSecret: { type: 'string', description: "'__MASKED_FIELD__' when saved" },
        mode: { type: ['string', 'null'], description: 'test | live, from the keys' },
        afterpayClearpay: {
          type: 'boolean',
          description: 'Afterpay / Clearpay offered (AUD, CAD, GBP, NZD, USD stores only)',
        },
        klarna: {
          type: 'boolean',
          description: "Klarna offered (where the account's country and the currency allow)",
        },
        accountCountry: {
          type: ['string', 'null'],
          description: "The Stripe account's country, read when Klarna is turned on",
        },
        webhookUrl: { type: 'string' },
      },
    },
  },
} as const

/**
 * Store Settings → Payments: the site's Stripe keys. The secret key and the webhook signing
 * secret are stored sealed and answered only as `__MASKED_FIELD__`; sending that placeholder
 * back keeps the stored value.
 */
export function paymentSettingsRoutes(
  app: FastifyInstance,
  services: AppServices,
  /** Where the Stripe SDK calls (`STRIPE_API_URL`): the account's country is asked there. */
  stripeApiUrl?: string,
): void {
  const view = async (websiteId: string) => ({
    stripe: {
      ...(await stripeSettingsView(services.storage.db, websiteId)),
      webhookUrl: `${await siteBaseUrl(services.storage, websiteId)}/api/commerce/payments/stripe/webhook`,
    },
  })

  app.get(
    '/api/editor/store/settings/payments',
    {
      schema: {
        summary: "The site's payment accounts (Stripe), secrets masked",
        tags,
        response: { 200: viewSchema },
      },
    },
    async (request) => view(request.site.id),
  )

  app.put(
    '/api/editor/store/settings/payments/stripe',
    {
      schema: {
        summary: "Save the site's Stripe keys (secrets sealed; '__MASKED_FIELD__' keeps one)",
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['publishableKey'],
          properties: {
            publishableKey: key,
            secretKey: key,
            webhookSecret: key,
            afterpayClearpay: { type: 'boolean' },
            klarna: { type: 'boolean' },
          },
        },
        response: {
          200: viewSchema,
          400: {
            type: 'object',
            properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const errors = await saveStripeSettings(
        services.storage.db,
        request.site.id,
        request.body,
        services.now(),
        (secretKey) => stripeAccountCountry(secretKey, stripeApiUrl),
      )
      if (errors !== undefined) return sendFailure(reply, invalidFields(errors))
      return view(request.site.id)
    },
  )

  app.delete(
    '/api/editor/store/settings/payments/:provider',
    {
      schema: {
        summary: 'Turn a payment provider (Stripe) off for the site: its keys are deleted',
        tags,
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', enum: ['stripe'] } },
        },
        response: { 200: viewSchema },
      },
    },
    async (request) => {
      await removeStripeSettings(services.storage.db, request.site.id)
      return view(request.site.id)
    },
  )
}
