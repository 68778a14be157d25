import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'

/**
 * Names for the restock screen: the product title, sku, attributes and stock of the variants the
 * sign-up groups (`/api/site-users/account/notifications/restock/groups`) list by id.
 */
export function restockVariantsRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const { storage } = services

  app.get(
    '/api/editor/restock/variants',
    {
      onRequest: requireEditor(services, 'store'),
      schema: {
        summary: 'Titles, skus and stock of variants named by id (comma separated, at most 100)',
        tags: ['back office'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['variantIds'],
          properties: { variantIds: { type: 'string', minLength: 1, maxLength: 8000 } },
        },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.variantIds.split(','))].slice(0, 100)
      const rows = await storage.db
        .selectFrom('productVariants')
        .innerJoin('items', 'items.id', 'productVariants.itemId')
        .select([
          'productVariants.id',
          'productVariants.sku',
          'productVariants.attributes',
          'productVariants.qtyInStock',
          'productVariants.unlimited',
          'items.title',
        ])
        .where('productVariants.websiteId', '=', request.site.id)
        .where('productVariants.id', 'in', ids)
        .execute()
      return {
        variants: rows.map((row) => ({
          variantId: row.id,
          sku: row.sku,
          productTitle: row.title,
          attributes: storage.dialect.decodeJson<Record<string, string>>(row.attributes ?? '{}'),
          qtyInStock: row.qtyInStock,
          unlimited: row.unlimited === 1,
        })),
      }
    },
  )
}
