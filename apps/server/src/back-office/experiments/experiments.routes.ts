import type { FastifyInstance } from 'fastify'
import { findSessionOwner, sessionCookieName } from '../../auth/sessions.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { requireEditor } from '../../access/editor-access.js'
import { findMemberRole } from '../../access/membership-repository.js'
import { siteRendering } from '../../render/serve/site-rendering.js'
import {
  assignVariants,
  experimentCookieMaxAge,
  experimentCookieName,
} from '../../analytics/experiment-assignments.js'
import { lookupFeature, readOverrides } from '../../analytics/experiments.js'
import type { ExperimentContext } from '../../analytics/experiments.js'
import { checkFeature, maxVariants, maxWeight } from '../../analytics/feature-definitions.js'
import type { StoredFeature } from '../../analytics/feature-definitions.js'
import { featureStore } from '../../analytics/feature-store.js'

const variantsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: maxVariants,
  items: {
    type: 'object',
    required: ['name', 'weight'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', maxLength: 40 },
      weight: { type: 'number', minimum: 0, maximum: maxWeight },
    },
  },
} as const
const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 40 } },
} as const

/**
 * Experiments and feature toggles (SPEC §3, §4, §8): the owner's definitions under
 * `/api/editor/experiments` (analytics permission), and the visitor's assignments at
 * `GET /api/census/experiments`, which the runtime's feature lookup reads.
 */
export async function experimentsRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const features = featureStore(services.storage, services.now)
  const { renderer } = await siteRendering(app)
  /** The theme's switchable templates and their variants (`default` is the page's own template). */
  const templateVariants: Record<string, string[]> = {}
  for (const [template, variants] of renderer.theme.templateVariants) {
    templateVariants[template] = ['default', ...variants.keys()]
  }

  /** A template test changes pages: the site's version moves, so cached pages are drawn again. */
  async function touchSite(websiteId: string, feature: StoredFeature): Promise<void> {
    if (feature.template === '') return
    await services.storage.db
      .updateTable('websites')
      .set({ updatedAt: services.now().toISOString() })
      .where('id', '=', websiteId)
      .execute()
  }

  await app.register(async (owner: FastifyInstance) => {
    owner.addHook('onRequest', requireEditor(services, 'analytics'))

    owner.get(
      '/api/editor/experiments',
      {
        schema: {
          summary: "The site's experiments and feature toggles, and the theme's template variants",
          tags: ['analytics'],
        },
      },
      async (request) => ({
        features: await features.list(request.site.id),
        templateVariants,
      }),
    )

    owner.post(
      '/api/editor/experiments',
      {
        schema: {
          summary: 'Create a FEATURE_TOGGLE or AB_TEST with its variants and weights',
          tags: ['analytics'],
          body: {
            type: 'object',
            required: ['name', 'experimentType', 'variants'],
            additionalProperties: false,
            properties: {
              name: { type: 'string', maxLength: 40 },
              experimentType: { type: 'string', enum: ['FEATURE_TOGGLE', 'AB_TEST'] },
              variants: variantsSchema,
              segmentName: { type: 'string', maxLength: 60 },
              template: { type: 'string', maxLength: 60 },
            },
          },
        },
      },
      async (request, reply) => {
        const problem = checkFeature(request.body, templateVariants)
        if (problem !== undefined) throw new AtelierError('invalid-input', problem)
        const created = await features.create(request.site.id, request.body)
        await touchSite(request.site.id, created)
        return reply.status(201).send(created)
      },
    )

    owner.put(
      '/api/editor/experiments/:name',
      {
        schema: {
          summary: "Change a running feature's variants, weights or segment",
          tags: ['analytics'],
          params: nameParams,
          body: {
            type: 'object',
            required: ['variants'],
            additionalProperties: false,
            properties: {
              variants: variantsSchema,
              segmentName: { type: 'string', maxLength: 60 },
            },
          },
        },
      },
      async (request) => {
        const current = await features.find(request.site.id, request.params.name)
        const problem = checkFeature(
          { ...current, variants: request.body.variants },
          templateVariants,
        )
        if (problem !== undefined) throw new AtelierError('invalid-input', problem)
        const updated = await features.update(request.site.id, current.name, request.body)
        await touchSite(request.site.id, updated)
        return updated
      },
    )

    owner.post(
      '/api/editor/experiments/:name/end',
      {
        schema: {
          summary: 'End a feature: visitors get the default again; its figures stay',
          tags: ['analytics'],
          params: nameParams,
        },
      },
      async (request) => {
        const ended = await features.end(request.site.id, request.params.name)
        await touchSite(request.site.id, ended)
        return ended
      },
    )
  })

  app.get(
    '/api/census/experiments',
    {
      schema: {
        summary:
          "The visitor's variant of every running feature (sticky); name_variant overrides for the site's own people",
        tags: ['analytics'],
        // Any `<name>_variant` parameter; `properties` is named, or the document would read the
        // keywords themselves as parameters called `type` and `additionalProperties`.
        querystring: {
          type: 'object',
          properties: {},
          additionalProperties: { type: 'string', maxLength: 100 },
        },
      },
    },
    async (request, reply) => {
      const running = await features.running(request.site.id)
      const { assignments, value, changed } = assignVariants(
        running,
        request.cookies[experimentCookieName],
      )
      if (changed) {
        reply.setCookie(experimentCookieName, value, {
          path: '/',
          maxAge: experimentCookieMaxAge,
          sameSite: 'lax',
          httpOnly: true,
          secure: request.protocol === 'https',
        })
      }
      // SPEC §4: only the site's own people may override; the runtime keeps their overrides
      // in session storage and sends them along.
      const query = new URLSearchParams(request.query)
      const overrides = [...query.keys()].some((key) => key.endsWith('_variant'))
        ? await ownOverrides(request.cookies[sessionCookieName], request.site.id, query)
        : {}
      const contexts: ExperimentContext[] = running.map((feature) => {
        // An override naming no variant of the feature leaves the visitor's own variant.
        const wanted = overrides[feature.name]
        const chosen =
          wanted !== undefined && feature.variants.some((variant) => variant.name === wanted)
            ? wanted
            : assignments.get(feature.name)
        return lookupFeature(running, {
          name: feature.name,
          type: feature.experimentType,
          defaultVariant: '',
          visitorId: '',
          overrides: chosen === undefined ? {} : { [feature.name]: chosen },
        }).context
      })
      return { features: contexts }
    },
  )

  async function ownOverrides(
    token: string | undefined,
    websiteId: string,
    query: URLSearchParams,
  ): Promise<Record<string, string>> {
    if (token === undefined) return {}
    const person = await findSessionOwner(services.storage, token, services.now())
    if (person === undefined) return {}
    const role = await findMemberRole(services.storage, person.id, websiteId)
    return role === undefined ? {} : readOverrides(query, {})
  }
}
