import type { FastifyInstance } from 'fastify'

/** Plain HTML forms post `application/x-www-form-urlencoded`; the body becomes a string map. */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {}
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value
      done(null, fields)
    },
  )
}
