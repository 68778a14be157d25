import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { sendResult } from '../../errors/editor-failure.js'
import { errorSchema, idParams, openObject, staleSchema } from '../../http/route-schemas.js'
import { noContentResponse } from '../../http/openapi.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { createStockChangeHandler } from '../../restock/stock-change.js'
import { listProducts } from './list-products.js'
import { productBody, productSaveBody } from './product-input.js'
import type { ProductsDeps } from './products-service.js'
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  reorderProducts,
  saveProduct,
} from './products-service.js'

const tags = ['editor: products']
const detailResponse = {
  type: 'object',
  required: ['product', 'version', 'updatedAt', 'files'],
  properties: {
    product: openObject,
    version: { type: 'integer' },
    updatedAt: { type: 'string' },
    files: openObject,
  },
} as const
const productRow = {
  type: 'object',
  additionalProperties: true,
  properties: { id: { type: 'string' }, title: { type: 'string' } },
} as const

export function productsDeps(services: AppServices): ProductsDeps {
  const mailer = createOutboxMailer(services.storage.db, services.now)
  return {
    storage: services.storage,
    now: services.now,
    onStockChanged: createStockChangeHandler({
      storage: services.storage,
      mailer,
      now: services.now,
    }),
  }
}

/** The back office's products: list, create, edit, duplicate, delete and reorder (store permission). */
export function productsRoutes(app: FastifyInstance, services: AppServices): void {
  const deps = productsDeps(services)

  app.get(
    '/api/editor/store/products',
    {
      schema: {
        summary: "The site's products, searched by title and SKU, filtered, sorted, 50 a page",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            query: { type: 'string', maxLength: 200 },
            type: { type: 'integer', enum: [1, 2, 3, 4] },
            visibility: { type: 'string', enum: ['published', 'hidden', 'scheduled'] },
            category: { type: 'string', maxLength: 200 },
            stock: { type: 'string', enum: ['in-stock', 'out-of-stock', 'low-stock'] },
            collectionId: { type: 'string', maxLength: 128 },
            sort: {
              type: 'string',
              enum: ['position', 'title', '-title', 'updated', '-updated', 'price', '-price'],
            },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['products', 'total', 'page', 'pageSize', 'currency'],
            properties: {
              currency: { type: 'string' },
              products: { type: 'array', items: productRow },
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => listProducts(services.storage, request.site.id, request.query),
  )

  app.post(
    '/api/editor/store/collections/:id/products',
    {
      schema: {
        summary: 'Add a product to a store page, at the end of its order',
        tags,
        params: idParams,
        body: productBody,
        response: { 200: detailResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await createProduct(deps, request.site.id, request.params.id, request.body),
      ),
  )

  app.put(
    '/api/editor/store/collections/:id/product-order',
    {
      schema: {
        summary: "Put a store page's products in this order (every product once)",
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 128 } },
          },
        },
        response: { 204: noContentResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await reorderProducts(
        deps,
        request.site.id,
        request.params.id,
        request.body.ids,
      )
      if (!result.ok) return sendResult(reply, result)
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/editor/store/products/:id',
    {
      schema: {
        summary: 'A product with its variants and version',
        tags,
        params: idParams,
        response: { 200: detailResponse, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await getProduct(deps, request.site.id, request.params.id)),
  )

  app.put(
    '/api/editor/store/products/:id',
    {
      schema: {
        summary: 'Save a product when nobody saved it since baseVersion (409 otherwise)',
        tags,
        params: idParams,
        body: productSaveBody,
        response: { 200: detailResponse, 400: errorSchema, 404: errorSchema, 409: staleSchema },
      },
    },
    async (request, reply) => {
      const { baseVersion, ...input } = request.body
      return sendResult(
        reply,
        await saveProduct(deps, request.site.id, request.params.id, input, baseVersion),
      )
    },
  )

  app.post(
    '/api/editor/store/products/:id/duplicate',
    {
      schema: {
        summary: 'A hidden copy of a product, with new SKUs',
        tags,
        params: idParams,
        response: { 200: detailResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await duplicateProduct(deps, request.site.id, request.params.id)),
  )

  app.delete(
    '/api/editor/store/products/:id',
    {
      schema: {
        summary: 'Delete a product and its variants',
        tags,
        params: idParams,
        response: { 204: noContentResponse, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteProduct(deps, request.site.id, request.params.id)
      if (!result.ok) return sendResult(reply, result)
      return reply.code(204).send()
    },
  )
}
