import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireEditor } from '../access/editor-access.js'
import { listSiteUsers } from '../auth/site-user-repository.js'

/** The owner's list of the website's visitor accounts (never their password hashes). */
export function siteUsersRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/site-users',
    {
      onRequest: requireEditor(services, 'website'),
      schema: {
        summary: "The website's site users (visitor accounts), oldest first",
        tags: ['site-users'],
        response: {
          200: {
            type: 'object',
            required: ['siteUsers'],
            properties: {
              siteUsers: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'email', 'createdAt'],
                  properties: {
                    id: { type: 'string' },
                    email: { type: 'string' },
                    createdAt: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({ siteUsers: await listSiteUsers(services.storage, request.site.id) }),
  )
}
