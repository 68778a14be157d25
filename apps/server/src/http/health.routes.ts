import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

export function healthRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: answers once the database answers',
        tags: ['operations'],
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
          503: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(services.storage.db)
        return { ok: true }
      } catch (error) {
        // An outage is logged once by the storage's availability, not once per probe.
        if (!services.storage.availability.noteFailure(error))
          request.log.error({ err: error }, 'health check: the database failed')
        return sendFailure(reply, failure('database-unreachable', 'The database does not answer.'))
      }
    },
  )
}
