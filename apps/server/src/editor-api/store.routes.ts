import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { notFound, sendFailure, sendResult } from '../errors/editor-failure.js'
import { errorSchema } from '../http/route-schemas.js'
import { createStore, createStoreCategory } from './store-creation-service.js'

const idSchema = { type: 'string', maxLength: 128 } as const
const websiteParams = {
  type: 'object',
  required: ['websiteId'],
  properties: { websiteId: idSchema },
} as const
const storeParams = {
  type: 'object',
  required: ['websiteId', 'collectionId'],
  properties: { websiteId: idSchema, collectionId: idSchema },
} as const
const tags = ['editor: store']
const websiteMissing = 'This website does not exist.'

/** SPEC §7 store creation calls (steps one and two of the §4 flow). */
export function storeRoutes(app: FastifyInstance, services: AppServices): void {
  app.post(
    '/api/content-service/product/1.1/websites/:websiteId/products',
    {
      schema: {
        summary: 'Create a store (product collection); the url id is made unique',
        tags,
        params: websiteParams,
        body: {
          type: 'object',
          required: ['navigationTitle', 'title', 'enabled'],
          properties: {
            navigationTitle: { type: 'string', maxLength: 200 },
            title: { type: 'string', maxLength: 200 },
            urlId: { type: 'string', maxLength: 200 },
            description: { type: 'string', maxLength: 5000 },
            enabled: { type: 'boolean' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string' }, urlId: { type: 'string' } },
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.params.websiteId !== request.site.id)
        return sendFailure(reply, notFound(websiteMissing))
      return sendResult(reply, await createStore(services, request.site.id, request.body))
    },
  )

  app.post(
    '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories',
    {
      schema: {
        summary: "Create a store's root category",
        tags,
        params: storeParams,
        body: {
          type: 'object',
          required: ['displayName', 'type', 'pageRendering', 'displayIndex'],
          properties: {
            displayName: { type: 'string', maxLength: 200 },
            parentCategoryId: { type: ['string', 'null'], maxLength: 128 },
            type: { type: 'string', enum: ['ROOT'] },
            pageRendering: { type: 'string', enum: ['LIST_VIEW'] },
            displayIndex: { type: 'integer', minimum: 0, maximum: 100_000 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['id', 'displayName', 'type', 'pageRendering', 'displayIndex'],
            properties: {
              id: { type: 'string' },
              displayName: { type: 'string' },
              parentCategoryId: { type: ['string', 'null'] },
              type: { type: 'string' },
              pageRendering: { type: 'string' },
              displayIndex: { type: 'integer' },
            },
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.params.websiteId !== request.site.id)
        return sendFailure(reply, notFound(websiteMissing))
      const body = { ...request.body, parentCategoryId: request.body.parentCategoryId ?? null }
      return sendResult(
        reply,
        await createStoreCategory(services, request.site.id, request.params.collectionId, body),
      )
    },
  )
}
