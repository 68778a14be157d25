/** JSON schemas shared by the editor routes (they also describe them in `/api/openapi.json`). */

export const errorSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const

/** The rest of the path of a `/prefix/*` route. */
export const wildcardParams = {
  type: 'object',
  required: ['*'],
  properties: { '*': { type: 'string' } },
} as const

/** A document validated by `@atelier/schema` rather than here (layouts, item bodies). */
export const openObject = { type: 'object', additionalProperties: true } as const

export const cursorQuery = {
  type: 'object',
  properties: { cursor: { type: 'string', maxLength: 32 } },
} as const

/** A 409: someone saved the document since the version the owner's save named as its base. */
export const staleSchema = {
  type: 'object',
  required: ['message', 'currentVersion'],
  properties: { message: { type: 'string' }, currentVersion: { type: 'integer' } },
} as const
