import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../auth/require-owner.js'
import { checkoutSettingsSchema } from './checkout-settings-schema.js'
import type { CheckoutSettings } from './checkout-settings.js'
import {
  defaultCheckoutSettings,
  loadCheckoutSettings,
  saveCheckoutSettings,
} from './checkout-settings.js'

/** The owner's view of the store's shipping options, tax rules and coupons. */
export function checkoutSettingsRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const { storage } = services
  const tags = ['checkout']

  app.get(
    '/api/editor/checkout-settings',
    {
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary: "The store's shipping options, tax rules and coupons (owner only)",
        tags,
        response: { 200: checkoutSettingsSchema },
      },
    },
    async (request) => loadCheckoutSettings(storage.db, storage.dialect, request.site.id),
  )

  app.put<{ Body: Omit<CheckoutSettings, 'schemaVersion'> }>(
    '/api/editor/checkout-settings',
    {
      // The session is checked before the body, so a stranger learns nothing from validation.
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary: "Replace the store's shipping options, tax rules and coupons (owner only)",
        tags,
        body: checkoutSettingsSchema,
        response: { 200: checkoutSettingsSchema },
      },
    },
    async (request) => {
      const settings: CheckoutSettings = {
        ...defaultCheckoutSettings,
        ...request.body,
        schemaVersion: 1,
      }
      await saveCheckoutSettings(storage.db, storage.dialect, request.site.id, settings)
      return settings
    },
  )
}
