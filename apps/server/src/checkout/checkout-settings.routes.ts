import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { checkoutSettingsBodySchema, checkoutSettingsSchema } from './checkout-settings-schema.js'
import { loadCheckoutSettings } from '../sites/checkout-settings.js'
import { sendResult } from '../errors/editor-failure.js'
import { staleSchema } from '../http/route-schemas.js'
import { checkoutSettingsVersion, replaceCheckoutSettings } from './locked-checkout-settings.js'

const versionedCheckoutSettingsSchema = {
  ...checkoutSettingsSchema,
  properties: { ...checkoutSettingsSchema.properties, version: { type: 'integer' } },
} as const

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
        response: { 200: versionedCheckoutSettingsSchema },
      },
    },
    async (request) => {
      const settings = await loadCheckoutSettings(storage.db, storage.dialect, request.site.id)
      return { ...settings, version: checkoutSettingsVersion(settings) }
    },
  )

  app.put(
    '/api/editor/checkout-settings',
    {
      // The session is checked before the body, so a stranger learns nothing from validation.
      onRequest: requireOwner(services, 'store'),
      schema: {
        summary:
          "Replace the store's shipping options, tax rules and coupons (owner only); with " +
          'baseVersion, refused (409) if changed since, and the offline payment and notification ' +
          'address kept when not sent',
        tags,
        body: checkoutSettingsBodySchema,
        response: { 200: versionedCheckoutSettingsSchema, 409: staleSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await replaceCheckoutSettings(storage, request.site.id, request.body)),
  )
}
