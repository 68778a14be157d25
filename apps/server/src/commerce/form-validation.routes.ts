import { FormStrings, parseFormValues, validateForm } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import type { CartDeps } from './cart-deps.js'
import { crumbFailSchema, messageSchema } from './cart-schemas.js'
import { loadForm } from './form-queries.js'

/**
 * SPEC §7 `/api/rest/forms/validate/{formId}`: the cart form's server validation. Answers `{}` when
 * every field passes, else 400 with field id to message.
 */
export function formValidationRoutes(app: FastifyInstance, deps: CartDeps): void {
  app.post<{ Params: { formId: string }; Body: Record<string, unknown> }>(
    '/api/rest/forms/validate/:formId',
    {
      schema: {
        summary: 'Validate answers to a form (field id to value)',
        tags: ['forms'],
        params: {
          type: 'object',
          required: ['formId'],
          properties: { formId: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        body: { type: 'object', additionalProperties: true },
        response: {
          200: { type: 'object', properties: {} },
          400: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
          403: crumbFailSchema,
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await loadForm(
        deps.storage.db,
        deps.storage.dialect,
        request.site.id,
        request.params.formId,
      )
      if (form === undefined) return reply.status(404).send({ message: FormStrings.notConfigured })
      // Answers arrive as parsed JSON; the forms package reads them from their JSON text.
      const parsed = parseFormValues(JSON.stringify(request.body))
      if (!parsed.ok) return reply.status(400).send({ message: parsed.message })
      const validation = validateForm(form, parsed.values)
      return validation.ok ? {} : reply.status(400).send({ errors: validation.errors })
    },
  )
}
