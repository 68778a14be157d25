import type { FastifyInstance } from 'fastify'
import type { StartingSiteChoices } from '@atelier/schema'
import type { AppServices } from '../app-services.js'
import { requireEditor } from '../access/editor-access.js'
import { AtelierError } from '../errors/atelier-error.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { applyStartingSite, isEmptySite } from './apply-starting-site.js'
import { readSetupChecklist } from './setup-checklist.js'
import { startingSitePreviewSvg } from './starting-site-images.js'
import { findStartingSite, STARTING_SITES } from './starting-sites.js'
import { startingSitesStrings as strings } from './starting-sites-strings.js'

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 40 } },
} as const

const checklistSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'done', 'area'],
        properties: {
          id: { type: 'string' },
          label: { type: 'string' },
          done: { type: 'boolean' },
          area: { type: 'string' },
        },
      },
    },
  },
} as const

/**
 * Starting a site from a design (issue 22): the choices with their previews, applying one to the
 * request's (new, empty) website, and the setup checklist read from the site's state.
 */
export async function startingSitesRoutes(
  app: FastifyInstance,
  services: AppServices,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireEditor(services, 'member'))
    readingRoutes(scope, services)
  })
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireEditor(services, 'website'))
    applyRoute(scope, services)
  })
}

/** The choices, their previews and the checklist: any member of the website may read them. */
function readingRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/api/editor/starting-sites',
    {
      schema: {
        summary: 'The designed starting sites, and whether this site may still take one',
        tags: ['editor'],
        response: {
          200: {
            type: 'object',
            required: ['sites', 'available'],
            properties: {
              available: { type: 'boolean' },
              sites: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['key', 'name', 'summary', 'title', 'previewUrl'],
                  properties: {
                    key: { type: 'string' },
                    name: { type: 'string' },
                    summary: { type: 'string' },
                    title: { type: 'string' },
                    previewUrl: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request): Promise<StartingSiteChoices> => ({
      available: await isEmptySite(services.storage.db, services.storage, request.site.id),
      sites: STARTING_SITES.map((site) => ({
        key: site.key,
        name: site.name,
        summary: site.summary,
        title: site.title,
        previewUrl: `/api/editor/starting-sites/${site.key}/preview.svg`,
      })),
    }),
  )
  scope.get(
    '/api/editor/starting-sites/:key/preview.svg',
    {
      schema: {
        summary: "A starting site's home page in miniature (SVG)",
        tags: ['editor'],
        params: keyParams,
      },
    },
    async (request, reply) => {
      const site = findStartingSite(request.params.key)
      if (site === undefined) throw new AtelierError('not-found', strings.unknownStartingSite)
      const navigation = site.content({
        websiteId: '',
        id: (local) => local,
        publishOn: '',
      }).collections as Array<{ title: string; navigationTitle?: string }>
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=3600')
        .send(
          startingSitePreviewSvg(
            site,
            navigation.map((page) => page.navigationTitle ?? page.title),
          ),
        )
    },
  )
  scope.get(
    '/api/editor/setup-checklist',
    {
      schema: {
        summary: "The setup checklist, each step done or not as the site's state says",
        tags: ['editor'],
        response: { 200: checklistSchema },
      },
    },
    async (request) => readSetupChecklist(services.storage, request.site.id),
  )
}

/** Applying a starting site changes the whole website: admins (the website permission) only. */
function applyRoute(scope: FastifyInstance, services: AppServices): void {
  scope.post(
    '/api/editor/starting-sites/:key/apply',
    {
      schema: {
        summary: 'Fill this new, empty site with a starting site (409 once it has content)',
        tags: ['editor'],
        headers: crumbHeaderSchema,
        params: keyParams,
        response: {
          200: {
            type: 'object',
            required: ['key'],
            properties: { key: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const applied = await applyStartingSite(services, request.site.id, request.params.key)
      return { key: applied.key }
    },
  )
}
