import { parseWith, SITE_HEADER_FOOTER_VERSION, siteHeaderFooterSchema } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner } from '../access/require-owner.js'
import { sendResult } from '../errors/editor-failure.js'
import { staleSchema } from '../http/route-schemas.js'
import { AtelierError } from '../errors/atelier-error.js'
import { readHeaderFooter, saveHeaderFooter } from './header-footer-service.js'

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

/** What the owner reads and a save answers: the document and its version. */
const versionedSchema = {
  ...documentSchema,
  properties: { ...documentSchema.properties, version: { type: 'integer' } },
} as const

export function headerFooterRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/site-header-footer',
    {
      // The editor reads it; visitors see the header and footer in the rendered pages.
      onRequest: requireOwner(services, 'pages'),
      schema: {
        summary: "The site's header and footer (owner only)",
        tags: ['site'],
        response: { 200: versionedSchema },
      },
    },
    async (request) => readHeaderFooter(services.storage, request.site.id),
  )

  app.put(
    '/api/site-header-footer',
    {
      onRequest: requireOwner(services, 'pages'),
      bodyLimit: maxDocumentBytes,
      schema: {
        summary:
          "Replace the site's header and footer (owner only); 409 when someone saved since baseVersion",
        tags: ['site'],
        body: {
          ...documentSchema,
          properties: {
            ...documentSchema.properties,
            baseVersion: { type: 'integer', minimum: 0 },
            crumb: { type: 'string' },
          },
        },
        response: { 200: versionedSchema, 409: staleSchema },
      },
    },
    async (request, reply) => {
      const parsed = parseWith(siteHeaderFooterSchema, {
        schemaVersion: SITE_HEADER_FOOTER_VERSION,
        header: request.body.header,
        footer: request.body.footer,
      })
      if (!parsed.ok) {
        const issue = parsed.issues[0]
        throw new AtelierError('invalid-input', `${issue?.path}: ${issue?.message}`)
      }
      return sendResult(
        reply,
        await saveHeaderFooter(
          services.storage,
          request.site.id,
          parsed.value,
          request.body.baseVersion,
          services.now(),
        ),
      )
    },
  )
}
