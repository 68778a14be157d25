import { SUPPORTED_CURRENCIES } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { sendResult } from '../../errors/editor-failure.js'
import { errorSchema, staleSchema } from '../../http/route-schemas.js'
import { getStoreSettings, updateStoreSettings } from './store-settings-service.js'

const tags = ['editor: store settings']
const cents = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const
const settingsSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    multipleQuantityAllowedForServices: { type: 'boolean' },
    minimumOrderSubtotalCents: { type: 'integer' },
    restockNotificationsEnabled: { type: 'boolean' },
    restockMailingListSignUpEnabled: { type: 'boolean' },
    restockMailingListOptInByDefault: { type: 'boolean' },
    shopAddress: { type: 'string' },
    offlinePaymentEnabled: { type: 'boolean' },
    orderNotificationEmail: { type: 'string' },
    orderNotificationDefault: { type: ['string', 'null'] },
    customerAccounts: { type: 'string', enum: ['off', 'optional', 'required'] },
    pricedVariants: { type: 'integer' },
    version: { type: 'integer' },
  },
} as const

/** The store settings screen: currency, checkout rules, restock settings (Afterpay / Clearpay is in Payments). */
export function storeSettingsRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/store/settings',
    {
      schema: {
        summary: "The store's settings, the site currency and how many variants have prices",
        tags,
        response: { 200: settingsSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await getStoreSettings(services.storage, request.site.id)),
  )

  app.patch(
    '/api/editor/store/settings',
    {
      schema: {
        summary: 'Change store settings; with baseVersion, refused (409) if changed since',
        tags,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            baseVersion: { type: 'integer', minimum: 0 },
            currency: { type: 'string', enum: [...SUPPORTED_CURRENCIES] },
            multipleQuantityAllowedForServices: { type: 'boolean' },
            minimumOrderSubtotalCents: cents,
            restockNotificationsEnabled: { type: 'boolean' },
            restockMailingListSignUpEnabled: { type: 'boolean' },
            restockMailingListOptInByDefault: { type: 'boolean' },
            shopAddress: { type: 'string', maxLength: 500 },
            offlinePaymentEnabled: { type: 'boolean' },
            orderNotificationEmail: { type: 'string', maxLength: 320 },
            customerAccounts: { type: 'string', enum: ['off', 'optional', 'required'] },
          },
        },
        response: { 200: settingsSchema, 400: errorSchema, 404: errorSchema, 409: staleSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await updateStoreSettings(services.storage, request.site.id, request.body, services.now()),
      ),
  )
}
