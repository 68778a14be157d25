import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { AtelierError } from './atelier-error.js'
import type { FailureCode } from './failure-table.js'
import { failure } from './failure.js'
import { schemaErrorMessage } from './schema-error-message.js'
import { sendClientError, sendFailure } from './send-failure.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'form': the route answers failures as SPEC §8's site form calls do, `{error}`. */
    failureShape?: 'form'
  }
}

/**
 * Makes every route registered in this plugin answer its failures as the site form calls do
 * (`{error}`), the SPEC §8 shape, instead of `{message}`.
 */
export function answerFailuresAsForm(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, failureShape: 'form' }
  })
}

function answersAsForm(request: FastifyRequest): boolean {
  return request.routeOptions.config.failureShape === 'form'
}

export const databaseUnavailableMessage =
  'The site is briefly unavailable. Please try again in a few seconds.'

function inputCode(request: FastifyRequest): FailureCode {
  return answersAsForm(request) ? 'form-bad-input' : 'schema-invalid'
}

export interface ErrorHandlerOptions {
  /**
   * True when the error says the database cannot be reached (a restart, a failover, a lost
   * network): the request answers 503 with a Retry-After instead of a 500, and the outage is
   * logged once by whoever watches the database, not once per request.
   */
  databaseUnavailable?: (error: unknown) => boolean
}

/** Seconds a client is asked to wait before trying again while the database is away. */
const retryAfterSeconds = 5

/**
 * Maps every thrown error to an answer through the failure table. Client mistakes keep their 4xx
 * status and message; only genuine bugs become a 500, whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError | AtelierError, request, reply) => {
    if (error instanceof AtelierError) {
      // Refused at the edge (input guard): said in the area's own answer shape.
      if (error.code === 'invalid-input' && answersAsForm(request)) {
        return sendFailure(reply, failure('form-bad-input', error.message))
      }
      return sendFailure(reply, failure(error.code, error.message))
    }
    if (error.validation) {
      const message = answersAsForm(request)
        ? schemaErrorMessage(error.validation, error.validationContext)
        : error.message
      return sendFailure(reply, failure(inputCode(request), message))
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return sendClientError(
        reply,
        status,
        error.message,
        answersAsForm(request) ? 'form' : 'message',
      )
    }
    if (options.databaseUnavailable?.(error) === true) {
      reply.header('retry-after', String(retryAfterSeconds))
      const unavailable = failure('database-unavailable', databaseUnavailableMessage)
      if (answersAsForm(request)) return sendClientError(reply, 503, unavailable.message, 'form')
      return sendFailure(reply, unavailable)
    }
    request.log.error({ err: error }, 'request failed')
    return sendFailure(reply, failure('server-error', 'Something went wrong'))
  })

  app.setNotFoundHandler((request, reply) => {
    return sendFailure(
      reply,
      failure('route-not-found', `Not found: ${request.method} ${request.url}`),
    )
  })
}
