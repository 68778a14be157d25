import { parseWith, SITE_HEADER_FOOTER_VERSION, siteHeaderFooterSchema } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner } from '../auth/require-owner.js'
import { AtelierError } from '../errors/atelier-error.js'
import { getHeaderFooter, putHeaderFooter } from './header-footer-repository.js'

const maxDocumentBytes = 256 * 1024

const documentSchema = {
  type: 'object',
  required: ['header', 'footer'],
  properties: {
    schemaVersion: { type: 'integer' },
    header: { type: 'object', additionalProperties: true },
    footer: { type: 'object', additionalProperties: true },
  },
} as const

export function headerFooterRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/site-header-footer',
    {
      // The editor reads it; visitors see the header and footer in the rendered pages.
      preValidation: requireOwner(services),
      schema: {
        summary: "The site's header and footer (owner only)",
        tags: ['site'],
        response: { 200: documentSchema },
      },
    },
    async (request) => {
      const stored = await getHeaderFooter(services.storage, request.site.id)
      return stored ?? siteHeaderFooterSchema.parse({ schemaVersion: SITE_HEADER_FOOTER_VERSION })
    },
  )

  app.put<{ Body: { header: unknown; footer: unknown } }>(
    '/api/site-header-footer',
    {
      preHandler: requireOwner(services),
      bodyLimit: maxDocumentBytes,
      schema: {
        summary: "Replace the site's header and footer (owner only)",
        tags: ['site'],
        body: {
          ...documentSchema,
          properties: { ...documentSchema.properties, crumb: { type: 'string' } },
        },
        response: { 200: documentSchema },
      },
    },
    async (request) => {
      const parsed = parseWith(siteHeaderFooterSchema, {
        schemaVersion: SITE_HEADER_FOOTER_VERSION,
        header: request.body.header,
        footer: request.body.footer,
      })
      if (!parsed.ok) {
        const issue = parsed.issues[0]
        throw new AtelierError('invalid-input', `${issue?.path}: ${issue?.message}`)
      }
      await putHeaderFooter(services.storage, request.site.id, parsed.value, services.now())
      return parsed.value
    },
  )
}
