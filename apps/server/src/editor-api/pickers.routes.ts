import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import {
  collectionChoiceSchema,
  listCollectionChoices,
  SUMMARY_KINDS,
} from './collection-choices.js'
import { formChoiceSchema, listFormChoices } from './form-choices.js'
import { listProductChoices, productChoiceSchema } from './product-choices.js'

const tags = ['editor: pickers']

/**
 * What the form, product and summary blocks point at, listed for the owner to choose from. The
 * newsletter block's lists come from `GET /api/editor/mailing-lists` (the mailing area).
 */
export function pickersRoutes(app: FastifyInstance, services: AppServices): void {
  const { storage } = services

  app.get(
    '/api/editor/forms',
    {
      schema: {
        summary: "The site's forms, for the form block",
        tags,
        response: {
          200: {
            type: 'object',
            required: ['forms'],
            properties: { forms: { type: 'array', items: formChoiceSchema } },
          },
        },
      },
    },
    async (request) => ({ forms: await listFormChoices(storage, request.site.id) }),
  )

  app.get(
    '/api/editor/products',
    {
      schema: {
        summary: "The site's products whose title contains the query, by title, 50 at a time",
        tags,
        querystring: {
          type: 'object',
          properties: {
            query: { type: 'string', maxLength: 200 },
            cursor: { type: 'string', maxLength: 500 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['products', 'nextCursor'],
            properties: {
              products: { type: 'array', items: productChoiceSchema },
              nextCursor: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => listProductChoices(storage, request.site.id, request.query),
  )

  app.get(
    '/api/editor/collections',
    {
      schema: {
        summary: "The site's blogs, stores, events and galleries, for the summary block",
        tags,
        querystring: {
          type: 'object',
          properties: { kind: { type: 'string', enum: SUMMARY_KINDS } },
        },
        response: {
          200: {
            type: 'object',
            required: ['collections'],
            properties: { collections: { type: 'array', items: collectionChoiceSchema } },
          },
        },
      },
    },
    async (request) => ({
      collections: await listCollectionChoices(storage, request.site.id, request.query.kind),
    }),
  )
}
