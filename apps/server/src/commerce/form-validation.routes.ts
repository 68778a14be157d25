import { FormStrings, parseFormValues, validateForm } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import type { CartDeps } from './cart-deps.js'
import { crumbFailSchema, messageSchema } from './cart-schemas.js'
import { loadForm } from './form-queries.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

/**
 * SPEC §7 `/api/rest/forms/validate/{formId}`: the cart form's server validation. Answers `{}` when
 * every field passes, else 400 with field id to message.
 */
export function formValidationRoutes(app: FastifyInstance, deps: CartDeps): void {
  app.post(
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
      if (form === undefined)
        return sendFailure(reply, failure('missing', FormStrings.notConfigured))
      // Answers arrive as parsed JSON; the forms package reads them from their JSON text.
      const parsed = parseFormValues(JSON.stringify(request.body))
      if (!parsed.ok) return sendFailure(reply, failure('invalid', parsed.message))
      const validation = validateForm(form, parsed.values)
      return validation.ok
        ? {}
        : sendFailure(
            reply,
            failure('invalid-fields', FormStrings.fieldsInvalid, { fields: validation.errors }),
          )
    },
  )
}
