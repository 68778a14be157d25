import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { outboxMailStep } from './outbox-mail-step.js'
import type { MailTransport } from './mail-transport.js'
import { listOutbox } from './outbox-queries.js'

export interface MailRoutesOptions {
  env?: NodeJS.ProcessEnv
  /** Replaces the SMTP or file transport (tests). */
  transport?: MailTransport
  workerIntervalMs?: number
}

const outboxEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'sending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    nextAttemptAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const

/**
 * The owner's view of the outbox, and the worker step that empties it (run by the app's worker
 * loop once the server listens, or by `atelier worker`).
 */
export async function mailRoutes(app: FastifyInstance, options: MailRoutesOptions): Promise<void> {
  const services = app.atelier

  app.get(
    '/api/editor/outbox',
    {
      onRequest: requireOwner(services, 'people'),
      schema: {
        summary: "The site's outgoing mail, newest first (owner only)",
        tags: ['mail'],
        response: {
          200: {
            type: 'object',
            properties: { messages: { type: 'array', items: outboxEntrySchema } },
          },
        },
      },
    },
    async (request) => ({ messages: await listOutbox(services.storage.db, request.site.id, 200) }),
  )

  registerWorkerStep(
    app,
    outboxMailStep({
      db: services.storage.db,
      dataDir: services.config.dataDir,
      env: options.env ?? process.env,
      log: app.log,
      transport: options.transport,
      intervalMs: options.workerIntervalMs,
    }),
  )
}
