import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify'
import type { Config } from '../config.js'

/** Where log lines go (tests); stdout when absent. */
export interface LogStream {
  write(line: string): void
}

/**
 * Secrets that travel in headers: session and crumb cookies, the crumb header, bearer tokens. The
 * request line logs headers, so these paths must cover every place they appear.
 */
export const redactedLogPaths = [
  'headers.cookie',
  'headers["x-csrf-token"]',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    ...(stream === undefined ? {} : { stream }),
  }
}

/**
 * One JSON line per request, written when the answer is sent (Fastify's own pair of lines is
 * turned off in `buildApp`): method, url, status and time, plus the headers with secrets redacted.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    logRequestCompleted(request.log, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      host: request.host,
      remoteAddress: request.ip,
      headers: request.headers,
    })
  })
}

export interface RequestLogFields {
  method: string
  url: string
  statusCode: number
  responseTime: number
  host: string
  remoteAddress: string
  headers: IncomingHttpHeaders
}

/** The one line per request (also written by the page cache for the pages it answers alone). */
export function logRequestCompleted(log: FastifyBaseLogger, fields: RequestLogFields): void {
  // Flat keys: Fastify's `req`/`res` serializers would drop the headers.
  log.info(fields, 'request completed')
}
