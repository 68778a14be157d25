import type { FastifySchemaValidationError } from 'fastify'

const articles: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
  if (path !== '') return `'${path}'`
  return context === 'querystring' ? 'The query' : 'The request body'
}

/**
 * One sentence for the first schema failure of a request to the form calls, e.g.
 * "Missing field 'form'." or "'pagePermissionTypeValue' must be one of: 1, 2, 3."
 */
export function schemaErrorMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0]
  if (first === undefined) return 'The request is not valid.'
  const params = first.params as Record<string, unknown>
  const field = fieldName(first, context)
  switch (first.keyword) {
    case 'required':
      return `Missing field '${String(params.missingProperty)}'.`
    case 'type':
      return `${field} must be ${articles[String(params.type)] ?? String(params.type)}.`
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long.`
    case 'minLength':
      return `${field} must be at least ${String(params.limit)} characters long.`
    default:
      return `${field} ${first.message ?? 'is not valid'}.`
  }
}
