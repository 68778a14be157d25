import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { changeVariantStocks, MAX_STOCK } from '../../restock/change-variant-stocks.js'
import { productsDeps } from '../products/products.routes.js'
import { listInventory } from './list-inventory.js'

const tags = ['editor: inventory']

/** The inventory table: every variant's stock, set or adjusted one at a time or in bulk. */
export function inventoryRoutes(app: FastifyInstance, services: AppServices): void {
  const deps = productsDeps(services)

  app.get(
    '/api/editor/store/inventory',
    {
      schema: {
        summary: 'Every variant with its stock, 100 a page; lowStock: 5 or fewer left',
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            query: { type: 'string', maxLength: 200 },
            lowStock: { type: 'boolean' },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
          },
        },
      },
    },
    async (request) => listInventory(services.storage, request.site.id, request.query),
  )

  app.post(
    '/api/editor/store/inventory',
    {
      schema: {
        summary:
          'Set (set), change by (adjust) or make unlimited the stock of variants; a variant ' +
          'coming back from zero mails its restock sign-ups',
        tags,
        body: {
          type: 'object',
          required: ['changes'],
          additionalProperties: false,
          properties: {
            changes: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              items: {
                type: 'object',
                required: ['variantId'],
                minProperties: 2,
                additionalProperties: false,
                properties: {
                  variantId: { type: 'string', minLength: 1, maxLength: 128 },
                  set: { type: 'integer', minimum: 0, maximum: MAX_STOCK },
                  adjust: { type: 'integer', minimum: -MAX_STOCK, maximum: MAX_STOCK },
                  unlimited: { type: 'boolean' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({
      changed: await changeVariantStocks(deps, request.site.id, request.body.changes),
    }),
  )
}
