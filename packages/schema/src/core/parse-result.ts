import type { z } from 'zod'

export interface SchemaIssue {
  /** Dotted path to the offending value, '' for the document itself. */
  path: string
  message: string
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] }

export function toSchemaIssues(error: z.ZodError): SchemaIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/** Parses without throwing: invalid input is an expected outcome for every caller of this package. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input)
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: toSchemaIssues(result.error) }
}
