import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendResult } from '../errors/editor-failure.js'
import { getPageContent, publishPage, savePageDraft } from './page-content-service.js'
import { arrangePages, listPages } from './page-order-service.js'
import { createPage, deletePage, updatePage } from './pages-service.js'
import { errorSchema, idParams, openObject } from '../http/route-schemas.js'
import { noContentResponse } from '../http/openapi.js'

const summaryRef = { $ref: 'EditorPageSummary#' } as const

const sectionsSchema = {
  type: 'object',
  required: ['sections', 'navigationVersion'],
  properties: {
    navigationVersion: { type: 'integer' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'pages'],
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          pages: { type: 'array', items: summaryRef },
        },
      },
    },
  },
} as const

const navNodeSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 128 },
    children: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 128 },
          children: { type: 'array', maxItems: 500, items: { type: 'object' } },
        },
      },
    },
  },
} as const

const staleSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, currentVersion: { type: 'integer' } },
} as const

const tags = ['editor: pages']

export function pagesRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/pages',
    {
      schema: {
        summary: 'The page list: main navigation, then not linked',
        tags,
        response: { 200: sectionsSchema },
      },
    },
    async (request) => listPages(services, request.site.id),
  )

  app.post(
    '/api/editor/pages',
    {
      schema: {
        summary: 'Add a page, blog, gallery, events list, link or folder',
        tags,
        body: {
          type: 'object',
          required: ['kind', 'title', 'section'],
          properties: {
            kind: {
              type: 'string',
              enum: ['page', 'blog', 'gallery', 'events', 'link', 'folder', 'course'],
            },
            title: { type: 'string', maxLength: 200 },
            section: { type: 'string', enum: ['main', 'hidden'] },
            parentId: { type: 'string', maxLength: 128 },
          },
        },
        response: {
          201: { type: 'object', required: ['page'], properties: { page: summaryRef } },
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createPage(services, request.site.id, request.body)
      return sendResult(
        reply,
        result.ok ? { ok: true, value: { page: result.value } } : result,
        201,
      )
    },
  )

  app.patch(
    '/api/editor/pages/:id',
    {
      schema: {
        summary: 'Change a page: titles, url, SEO, status, schedule, password, member-only, link',
        tags,
        params: idParams,
        body: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 200 },
            navigationTitle: { type: 'string', maxLength: 200 },
            urlId: { type: 'string', maxLength: 250 },
            seoTitle: { type: 'string', maxLength: 300 },
            seoDescription: { type: 'string', maxLength: 1000 },
            status: {
              type: 'string',
              enum: ['published', 'draft', 'scheduled', 'needs-review', 'private'],
            },
            publishOn: { type: ['string', 'null'], maxLength: 40 },
            password: { type: ['string', 'null'], maxLength: 1024 },
            memberOnly: { type: 'boolean' },
            memberAreaId: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
            baseVersion: { type: 'integer', minimum: 0 },
            externalLink: {
              anyOf: [
                { type: 'null' },
                { type: 'string', maxLength: 2000 },
                {
                  type: 'object',
                  required: ['url'],
                  properties: {
                    url: { type: 'string', maxLength: 2000 },
                    newWindow: { type: 'boolean' },
                  },
                },
              ],
            },
          },
        },
        response: {
          200: { type: 'object', required: ['page'], properties: { page: summaryRef } },
          400: errorSchema,
          404: errorSchema,
          409: staleSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await updatePage(services, request.site.id, request.params.id, request.body)
      return sendResult(reply, result.ok ? { ok: true, value: { page: result.value } } : result)
    },
  )

  app.delete(
    '/api/editor/pages/:id',
    {
      schema: {
        summary: 'Delete a page (its posts or products go with it)',
        tags,
        params: idParams,
        response: { 204: noContentResponse, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await deletePage(services, request.site.id, request.params.id)
      if (!result.ok) return sendResult(reply, result)
      return reply.status(204).send()
    },
  )

  app.put(
    '/api/editor/navigation',
    {
      schema: {
        summary:
          'The full page order after a drag or keyboard move (member: the Member Areas, whose pages become member-only); 409 when changed since',
        tags,
        body: {
          type: 'object',
          required: ['sections'],
          properties: {
            baseVersion: { type: 'integer', minimum: 0 },
            sections: {
              type: 'object',
              required: ['main', 'hidden'],
              properties: {
                main: { type: 'array', maxItems: 500, items: navNodeSchema },
                hidden: { type: 'array', maxItems: 500, items: navNodeSchema },
                member: { type: 'array', maxItems: 500, items: navNodeSchema },
              },
            },
          },
        },
        response: { 200: sectionsSchema, 400: errorSchema, 409: staleSchema },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await arrangePages(
          services,
          request.site.id,
          request.body.sections,
          request.body.baseVersion,
        ),
      ),
  )

  app.get(
    '/api/editor/pages/:id/content',
    {
      schema: {
        summary: "A page's draft layout with its version and the published version",
        tags,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['layout', 'version', 'publishedVersion'],
            properties: {
              layout: openObject,
              version: { type: 'integer' },
              publishedVersion: { type: 'integer' },
            },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(reply, await getPageContent(services, request.site.id, request.params.id)),
  )

  app.put(
    '/api/editor/pages/:id/content',
    {
      // A layout of 60 blocks with rich text is far below this; the app-wide limit is 1 MB.
      bodyLimit: 2_000_000,
      schema: {
        summary: 'Save the draft layout; 409 when someone saved since baseVersion',
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['layout', 'baseVersion'],
          properties: {
            layout: openObject,
            baseVersion: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: { version: { type: 'integer' } },
          },
          400: errorSchema,
          404: errorSchema,
          409: staleSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(
        reply,
        await savePageDraft(services, request.site.id, request.params.id, request.body),
      ),
  )

  app.post(
    '/api/editor/pages/:id/publish',
    {
      schema: {
        summary: 'Publish the draft: visitors see it from now on',
        tags,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['publishedVersion'],
            properties: { publishedVersion: { type: 'integer' } },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(reply, await publishPage(services, request.site.id, request.params.id)),
  )
}
