import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { sendFailure } from './editor-failure.js'
import { FONT_CATEGORIES, LOCAL_FONTS } from '../sites/local-fonts.js'
import { errorSchema } from './route-schemas.js'
import { getSiteStyles, putSiteStyles } from '../sites/site-styles-repository.js'
import { validateSiteStyles } from '../sites/site-styles.js'
import type { SiteStyles } from '../sites/site-styles.js'

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

const tags = ['editor: styles']

export function stylesRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/styles',
    { schema: { summary: 'Site fonts and colours', tags, response: { 200: stylesSchema } } },
    async (request) => getSiteStyles(services.storage, request.site.id),
  )

  app.put<{ Body: SiteStyles }>(
    '/api/editor/styles',
    {
      schema: {
        summary: 'Replace the site fonts and colours',
        tags,
        body: stylesSchema,
        response: { 200: stylesSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const result = validateSiteStyles(request.body)
      if (!result.ok) return sendFailure(reply, result)
      await putSiteStyles(services.storage, request.site.id, result.value, services.now())
      return result.value
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
    async () => ({ fonts: LOCAL_FONTS.map(({ family, category }) => ({ family, category })) }),
  )
}
