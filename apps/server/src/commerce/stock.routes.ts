import type { FastifyInstance } from 'fastify'
import type { CartDeps } from './cart-deps.js'
import { messageSchema } from './cart-schemas.js'
import { cartApiStrings } from './cart-strings.js'
import { loadStoreProducts } from './product-queries.js'
import { sendFailure as fail } from '../errors/send-failure.js'
import { stockResults } from './stock-results.js'

const stockResultsSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sku: { type: 'string' },
          unlimited: { type: 'boolean' },
          qtyInStock: { type: 'integer' },
        },
      },
    },
  },
} as const

const itemQuery = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const

/** SPEC §7 `commerce/inventory/stock/` under the API root: each variant's stock. */
export function stockRoutes(app: FastifyInstance, deps: CartDeps): void {
  const schema = {
    summary: "Stock of each of a product's variants",
    tags: ['commerce'],
    querystring: itemQuery,
    response: { 200: stockResultsSchema, 404: messageSchema },
  }
  // SPEC names the path with its trailing slash; the bare path is answered too.
  // The document lists the bare path once: a trailing slash is not a path of its own in OpenAPI.
  for (const url of ['/api/commerce/inventory/stock/', '/api/commerce/inventory/stock']) {
    const hide = url.endsWith('/')
    app.get(url, { schema: { ...schema, hide } }, async (request, reply) => {
      const { itemId } = request.query
      const products = await loadStoreProducts(
        deps.storage.db,
        deps.storage.dialect,
        request.site.id,
        [itemId],
        deps.now(),
      )
      const stored = products.get(itemId)
      if (stored === undefined) {
        return fail(reply, {
          ok: false,
          code: 'item-not-found',
          message: cartApiStrings.itemNotFound,
        })
      }
      return { results: stockResults(stored.product) }
    })
  }
}
