import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendResult } from '../errors/editor-failure.js'
import { itemDetailSchema, itemSummarySchema } from './item-record.js'
import { createItem, deleteItem, getItem, listItems, updateItem } from './items-service.js'
import { cursorQuery, errorSchema, idParams, openObject } from '../http/route-schemas.js'
import { changeTaxonomy, getTaxonomy } from './taxonomy-service.js'
import { noContentResponse } from '../http/openapi.js'
import { Limits } from '@atelier/schema'
import { reorderLessons } from './lessons-service.js'

const tags = ['editor: posts']
const itemResponse = {
  type: 'object',
  required: ['item'],
  properties: { item: itemDetailSchema },
} as const
const staleSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, currentVersion: { type: 'integer' } },
} as const
const nameList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'count'],
    properties: { name: { type: 'string' }, count: { type: 'integer' } },
  },
} as const
const taxonomySchema = {
  type: 'object',
  required: ['tags', 'categories'],
  properties: { tags: nameList, categories: nameList },
} as const

export function itemsRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/collections/:id/items',
    {
      schema: {
        summary: 'Posts of a blog, newest first, 50 at a time',
        tags,
        params: idParams,
        querystring: cursorQuery,
        response: {
          200: {
            type: 'object',
            required: ['items', 'nextCursor'],
            properties: {
              items: { type: 'array', items: itemSummarySchema },
              nextCursor: { type: ['string', 'null'] },
            },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await listItems(services, request.site.id, request.params.id, request.query.cursor),
      ),
  )

  app.post(
    '/api/editor/collections/:id/items',
    {
      schema: {
        summary: 'Start a new post (a draft)',
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['title'],
          properties: { title: { type: 'string', maxLength: 300 } },
        },
        response: { 201: itemResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await createItem(services, request.site.id, request.params.id, request.body)
      return sendResult(
        reply,
        result.ok ? { ok: true, value: { item: result.value } } : result,
        201,
      )
    },
  )

  app.get(
    '/api/editor/items/:id',
    {
      schema: {
        summary: 'A post with its body',
        tags,
        params: idParams,
        response: { 200: itemResponse, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await getItem(services, request.site.id, request.params.id)
      return sendResult(reply, result.ok ? { ok: true, value: { item: result.value } } : result)
    },
  )

  app.patch(
    '/api/editor/items/:id',
    {
      bodyLimit: 2_000_000,
      schema: {
        summary: 'Change a post; 409 when someone saved since baseVersion',
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['baseVersion'],
          properties: {
            title: { type: 'string', maxLength: 300 },
            excerpt: { type: 'string', maxLength: 5000 },
            tags: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
            categories: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
            publishOn: { type: ['string', 'null'], maxLength: 40 },
            status: {
              type: 'string',
              enum: ['published', 'draft', 'scheduled', 'needs-review', 'private'],
            },
            body: openObject,
            lesson: {
              type: 'object',
              properties: {
                kind: { type: 'string', enum: ['text', 'video'] },
                durationMinutes: { type: 'integer', minimum: 0, maximum: 100_000 },
                video: {
                  type: ['object', 'null'],
                  required: ['url'],
                  properties: {
                    url: { type: 'string', maxLength: 2000 },
                    caption: { type: 'string', maxLength: 300 },
                  },
                },
              },
            },
            baseVersion: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          },
        },
        response: { 200: itemResponse, 400: errorSchema, 404: errorSchema, 409: staleSchema },
      },
    },
    async (request, reply) => {
      const result = await updateItem(services, request.site.id, request.params.id, request.body)
      return sendResult(reply, result.ok ? { ok: true, value: { item: result.value } } : result)
    },
  )

  app.delete(
    '/api/editor/items/:id',
    {
      schema: {
        summary: 'Delete a post',
        tags,
        params: idParams,
        response: { 204: noContentResponse, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteItem(services, request.site.id, request.params.id)
      if (!result.ok) return sendResult(reply, result)
      return reply.status(204).send()
    },
  )

  app.put(
    '/api/editor/collections/:id/items/order',
    {
      schema: {
        summary: "Reorder a course's lessons: every lesson id once, in the new order",
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: {
              type: 'array',
              maxItems: Limits.userOrderableCollectionItems,
              items: { type: 'string', minLength: 1, maxLength: 64 },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['ids'],
            properties: { ids: { type: 'array', items: { type: 'string' } } },
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await reorderLessons(services, request.site.id, request.params.id, request.body.ids),
      ),
  )

  app.get(
    '/api/editor/collections/:id/taxonomy',
    {
      schema: {
        summary: "A collection's tags and categories with item counts",
        tags,
        params: idParams,
        response: { 200: taxonomySchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(reply, await getTaxonomy(services, request.site.id, request.params.id)),
  )

  app.post(
    '/api/editor/collections/:id/taxonomy',
    {
      schema: {
        summary: 'Create, rename, merge or remove a tag or category (one tag type at a time)',
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['tagType', 'action', 'name'],
          properties: {
            tagType: { type: 'string', enum: ['tag', 'category'] },
            action: { type: 'string', enum: ['create', 'rename', 'merge', 'remove'] },
            name: { type: 'string', maxLength: 200 },
            newName: { type: 'string', maxLength: 200 },
            names: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 200 } },
          },
        },
        response: { 200: taxonomySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await changeTaxonomy(services, request.site.id, request.params.id, request.body),
      ),
  )
}
