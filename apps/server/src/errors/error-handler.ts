import type { FastifyError, FastifyInstance } from 'fastify'
import { AtelierError } from './atelier-error.js'
import { httpStatusForCode } from './http-status-for-code.js'

/**
 * Maps every thrown error to a JSON answer. Client mistakes keep their 4xx status and message; only
 * genuine bugs become a 500, whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AtelierError, request, reply) => {
    if (error instanceof AtelierError) {
      const status = httpStatusForCode(error.code)
      if (error.code === 'crumb-fail') return reply.status(status).send({ crumbFail: true })
      return reply.status(status).send({ message: error.message, code: error.code })
    }
    if (error.validation) {
      return reply.status(400).send({ message: error.message })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ message: 'Something went wrong' })
  })

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` })
  })
}
