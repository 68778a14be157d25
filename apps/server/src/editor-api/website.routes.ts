import { WebsiteSubscriptionStatus } from '@atelier/schema'
import type { Session } from '@atelier/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { ensureCrumbCookie } from '../security/crumb.js'
import { sendResult } from '../errors/editor-failure.js'
import { errorSchema, staleSchema } from '../http/route-schemas.js'
import { identityVersion, updateWebsite } from './website-service.js'

const websiteSchema = {
  type: 'object',
  required: ['id', 'title', 'baseUrl'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    baseUrl: { type: 'string' },
    logoFileId: { type: ['string', 'null'] },
    /** Named as `baseVersion` when the title or logo is changed (a conflict check). */
    identityVersion: { type: 'integer' },
    /** The IANA zone the site's dates and times are entered and shown in. */
    timeZone: { type: 'string' },
    subscriptionStatus: { type: 'integer' },
  },
} as const

/**
 * The SPEC §3 subscription status the editor picks its Upgrade destination by. A self-hosted site
 * has no billing records to read it from, so it is on a normal (paid) plan.
 */
const selfHostedSubscriptionStatus = WebsiteSubscriptionStatus.paid

const tags = ['editor: website']

export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`
}

/** Every member's: who is signed in, where, and the crumb. */
export function sessionRoutes(app: FastifyInstance): void {
  app.get(
    '/api/editor/session',
    {
      schema: {
        summary: 'Who is signed in, on which website, and the crumb for state-changing calls',
        tags,
        response: {
          200: {
            type: 'object',
            required: ['user', 'website', 'crumb'],
            properties: {
              user: {
                type: 'object',
                required: ['id', 'email'],
                properties: {
                  id: { type: 'string' },
                  email: { type: 'string' },
                  name: { type: 'string' },
                },
              },
              website: websiteSchema,
              crumb: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply): Promise<Session> => {
      // API answers get no crumb cookie of their own; the editor needs one to echo.
      const crumb = ensureCrumbCookie(request, reply)
      const owner = request.owner
      return {
        user: { id: owner?.id ?? '', email: owner?.email ?? '', name: owner?.name ?? '' },
        website: {
          id: request.site.id,
          title: request.site.title,
          baseUrl: baseUrlOf(request),
          logoFileId: request.site.website.logo?.fileId ?? null,
          identityVersion: identityVersion(request.site.website),
          timeZone: request.site.timeZone,
          subscriptionStatus: selfHostedSubscriptionStatus,
        },
        crumb,
      }
    },
  )
}

export function websiteRoutes(app: FastifyInstance, services: AppServices): void {
  app.patch(
    '/api/editor/website',
    {
      schema: {
        summary: 'Change the site title or logo; 409 when someone changed them since baseVersion',
        tags,
        body: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 200 },
            logoFileId: { type: ['string', 'null'], maxLength: 128 },
            baseVersion: { type: 'integer', minimum: 0 },
          },
        },
        response: {
          200: { type: 'object', required: ['website'], properties: { website: websiteSchema } },
          400: errorSchema,
          409: staleSchema,
        },
      },
    },
    async (request, reply): Promise<FastifyReply | { website: Session['website'] }> => {
      const result = await updateWebsite(services, request.site.id, request.body)
      if (!result.ok) return sendResult(reply, result)
      return {
        website: {
          id: request.site.id,
          title: result.value.title,
          baseUrl: baseUrlOf(request),
          logoFileId: result.value.logo?.fileId ?? null,
          identityVersion: identityVersion(result.value),
          timeZone: request.site.timeZone,
        },
      }
    },
  )
}
