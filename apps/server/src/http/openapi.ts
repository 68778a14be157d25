import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchemaCompiler, HTTPMethods } from 'fastify'
import { finishOpenApiDocument } from './openapi-document.js'

export interface RegisteredRoute {
  method: string
  url: string
  /** `schema.hide`: deliberately left out of the API document (the editor's HTML shell). */
  hidden: boolean
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/** Collects every route's schema; must be registered before the routes. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = []
  routesByApp.set(app, routes)
  app.addHook('onRoute', (route) => {
    const methods: readonly HTTPMethods[] = Array.isArray(route.method)
      ? route.method
      : [route.method as HTTPMethods]
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true
    for (const method of methods) routes.push({ method, url: route.url, hidden })
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier',
        description: 'Public API of an Atelier server (SPEC §7 calls and the foundation routes).',
        version: '0.1.0',
      },
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? finishOpenApiDocument(document.openapiObject)
        : document.swaggerObject,
  })
}

/** Every route registered on `app` (each method once, HEAD included), for checks of the document. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? []
}

/**
 * Calls that take no body still need the crumb: documented as the header they read. Optional in
 * the schema, so a missing crumb keeps its own answer from the crumb check.
 */
export const crumbHeaderSchema = {
  type: 'object',
  properties: {
    'x-csrf-token': { type: 'string', description: 'The value of the crumb cookie' },
  },
} as const

/**
 * A multipart upload's one field `file`, as the description documents it. The route reads the
 * stream itself (`http/read-upload.ts`; @fastify/multipart leaves `request.body` empty), so the
 * schema is never compiled into a validator: upload routes pass `multipartUploadValidator`.
 */
export const multipartFileBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      },
    },
  },
} as const

/** The upload routes' validator compiler: the multipart stream is checked as it is read. */
export const multipartUploadValidator: FastifySchemaCompiler<unknown> = () => () => true

/** 204: done, no body. */
export const noContentResponse = { type: 'null', description: 'Done; no body' } as const

export function openApiRoute(app: FastifyInstance): void {
  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This description',
        tags: ['operations'],
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  )
}
