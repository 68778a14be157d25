import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendResult } from './editor-failure.js'
import { listVariantWeights, setVariantWeight } from './product-variants-service.js'
import { errorSchema } from './route-schemas.js'

const tags = ['editor: store']
const variantParams = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 128 },
    variantId: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const
const variantWeightSchema = {
  type: 'object',
  required: ['id', 'sku', 'attributes', 'weightGrams'],
  properties: {
    id: { type: 'string' },
    sku: { type: 'string' },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
    weightGrams: { type: ['integer', 'null'] },
  },
} as const

/** The owner's product editor: the variants of a product and their shipping weights. */
export function productVariantsRoutes(app: FastifyInstance, services: AppServices): void {
  const { storage } = services

  app.get<{ Params: { id: string } }>(
    '/api/editor/products/:id/variants',
    {
      schema: {
        summary: "A product's variants with their shipping weights, in order",
        tags,
        params: variantParams,
        response: {
          200: {
            type: 'object',
            required: ['variants'],
            properties: { variants: { type: 'array', items: variantWeightSchema } },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(reply, await listVariantWeights(storage, request.site.id, request.params.id)),
  )

  app.patch<{ Params: { id: string; variantId: string }; Body: { weightGrams: number | null } }>(
    '/api/editor/products/:id/variants/:variantId',
    {
      schema: {
        summary: 'Set the shipping weight of one unit of a variant, in grams (null clears it)',
        tags,
        params: variantParams,
        body: {
          type: 'object',
          required: ['weightGrams'],
          additionalProperties: false,
          properties: { weightGrams: { type: ['number', 'null'] } },
        },
        response: { 200: variantWeightSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await setVariantWeight(
          storage,
          request.site.id,
          request.params.id,
          request.params.variantId,
          request.body.weightGrams,
        ),
      ),
  )
}
