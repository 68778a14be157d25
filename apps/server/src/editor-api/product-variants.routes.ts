import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendResult } from '../errors/editor-failure.js'
import { listVariants, updateVariant } from './product-variants-service.js'
import { errorSchema } from '../http/route-schemas.js'

const tags = ['editor: store']
const idSchema = { type: 'string', minLength: 1, maxLength: 128 } as const
const productParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const
const variantParams = {
  type: 'object',
  required: ['id', 'variantId'],
  properties: { id: idSchema, variantId: idSchema },
} as const
const variantSchema = {
  type: 'object',
  required: ['id', 'sku', 'attributes', 'weightGrams', 'imageId'],
  properties: {
    id: { type: 'string' },
    sku: { type: 'string' },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
    weightGrams: { type: ['integer', 'null'] },
    imageId: { type: ['string', 'null'] },
  },
} as const

/** The owner's product editor: the variants of a product, their shipping weights and images. */
export function productVariantsRoutes(app: FastifyInstance, services: AppServices): void {
  const { storage } = services

  app.get(
    '/api/editor/products/:id/variants',
    {
      schema: {
        summary: "A product's variants with their shipping weights and images, in order",
        tags,
        params: productParams,
        response: {
          200: {
            type: 'object',
            required: ['variants'],
            properties: { variants: { type: 'array', items: variantSchema } },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(reply, await listVariants(storage, request.site.id, request.params.id)),
  )

  app.patch(
    '/api/editor/products/:id/variants/:variantId',
    {
      schema: {
        summary:
          'Set the shipping weight of one unit of a variant in grams, and the product image ' +
          'that shows it (a file id of one of the product’s images); null clears either',
        tags,
        params: variantParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            weightGrams: { type: ['number', 'null'] },
            imageId: { type: ['string', 'null'], minLength: 1, maxLength: 128 },
          },
        },
        response: { 200: variantSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await updateVariant(
          storage,
          request.site.id,
          request.params.id,
          request.params.variantId,
          request.body,
          services.now(),
        ),
      ),
  )
}
