import { MAX_SOLD_OUT_TEXT_LENGTH } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendResult } from '../errors/editor-failure.js'
import {
  getProductMerchandising,
  updateProductMerchandising,
} from './product-merchandising-service.js'
import { errorSchema, idParams } from '../http/route-schemas.js'

const tags = ['editor: store']
const merchandisingSchema = {
  type: 'object',
  required: ['customSoldOutText', 'scarcityEnabled', 'scarcityThreshold', 'expressCheckout'],
  properties: {
    customSoldOutText: { type: 'string' },
    scarcityEnabled: { type: 'boolean' },
    scarcityThreshold: { type: ['integer', 'null'] },
    expressCheckout: { type: 'boolean' },
  },
} as const

/** The owner's product editor: sold-out text, scarcity notice and express checkout of a product. */
export function productMerchandisingRoutes(app: FastifyInstance, services: AppServices): void {
  const { storage } = services
  const url = '/api/editor/products/:id/merchandising'

  app.get(
    url,
    {
      schema: {
        summary: "A product's sold-out text, scarcity notice and express checkout settings",
        tags,
        params: idParams,
        response: { 200: merchandisingSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await getProductMerchandising(storage, request.site.id, request.params.id)),
  )

  app.patch(
    url,
    {
      schema: {
        summary:
          'Change the settings given: custom sold-out text (empty for the site’s), scarcity ' +
          'notice on or off and its threshold (null clears it), express checkout',
        tags,
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            // Longer texts reach the service, which answers with SPEC-style wording.
            customSoldOutText: { type: 'string', maxLength: MAX_SOLD_OUT_TEXT_LENGTH * 10 },
            scarcityEnabled: { type: 'boolean' },
            scarcityThreshold: { type: ['number', 'null'] },
            expressCheckout: { type: 'boolean' },
          },
        },
        response: { 200: merchandisingSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await updateProductMerchandising(
          storage,
          request.site.id,
          request.params.id,
          request.body,
          services.now(),
        ),
      ),
  )
}
