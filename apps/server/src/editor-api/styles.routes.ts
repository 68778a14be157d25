import type { FontEntry } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendFailure, sendResult } from '../errors/editor-failure.js'
import { FONT_CATEGORIES, LOCAL_FONTS } from '../sites/local-fonts.js'
import { errorSchema, staleSchema } from '../http/route-schemas.js'
import { readSiteStyles, saveSiteStyles } from '../sites/site-styles-service.js'
import { validateSiteStyles } from '../sites/site-styles.js'

const stylesSchema = {
  type: 'object',
  required: ['fonts', 'colors'],
  properties: {
    fonts: {
      type: 'object',
      required: ['heading', 'body'],
      properties: {
        heading: { type: 'string', maxLength: 100 },
        body: { type: 'string', maxLength: 100 },
      },
    },
    colors: { type: 'object', additionalProperties: { type: 'string', maxLength: 64 } },
  },
} as const

/** What the owner reads and a save answers: the styles and the version a save names. */
const versionedStylesSchema = {
  ...stylesSchema,
  properties: { ...stylesSchema.properties, version: { type: 'integer' } },
} as const

const tags = ['editor: styles']

export function stylesRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/styles',
    {
      schema: { summary: 'Site fonts and colours', tags, response: { 200: versionedStylesSchema } },
    },
    async (request) => readSiteStyles(services.storage, request.site.id),
  )

  app.put(
    '/api/editor/styles',
    {
      schema: {
        summary: 'Replace the site fonts and colours; 409 when someone saved since baseVersion',
        tags,
        body: {
          ...stylesSchema,
          properties: { ...stylesSchema.properties, baseVersion: { type: 'integer', minimum: 0 } },
        },
        response: { 200: versionedStylesSchema, 400: errorSchema, 409: staleSchema },
      },
    },
    async (request, reply) => {
      const result = validateSiteStyles(request.body)
      if (!result.ok) return sendFailure(reply, result)
      return sendResult(
        reply,
        await saveSiteStyles(
          services.storage,
          request.site.id,
          result.value,
          request.body.baseVersion,
          services.now(),
        ),
      )
    },
  )

  app.get(
    '/api/editor/fonts',
    {
      schema: {
        summary: 'Fonts a site can use: system and locally shipped fonts only',
        tags,
        response: {
          200: {
            type: 'object',
            required: ['fonts'],
            properties: {
              fonts: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['family', 'category'],
                  properties: {
                    family: { type: 'string' },
                    category: { type: 'string', enum: [...FONT_CATEGORIES] },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (): Promise<{ fonts: FontEntry[] }> => ({
      fonts: LOCAL_FONTS.map(({ family, category }) => ({ family, category })),
    }),
  )
}
