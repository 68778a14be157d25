import type { FastifyReply } from 'fastify'
import type { Failure } from './failure.js'
import { failureKind } from './failure-table.js'

/** The body a failure answers with; its shape is the code's (`failure-table.ts`). */
export function failureBody(failure: Failure): unknown {
  const { body } = failureKind(failure.code)
  const errors = failure.fields === undefined ? {} : { errors: failure.fields }
  switch (body) {
    case 'crumb':
      return { crumbFail: true }
    case 'health':
      return { ok: false }
    case 'text':
      return failure.message
    case 'form':
      return { error: failure.message }
    case 'fields':
      return { errors: failure.fields ?? {} }
    case 'message':
      return { message: failure.message, ...errors, ...failure.details }
    case 'message-and-code':
      return { message: failure.message, code: failure.code, ...errors, ...failure.details }
  }
}

/** The one function that answers a request with an expected failure. */
export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  const { status, body } = failureKind(failure.code)
  reply.status(status)
  if (body === 'text') reply.type('text/plain; charset=utf-8')
  return reply.send(failureBody(failure))
}

/**
 * A client error raised by Fastify itself (a body too large, an unparsable body…): its own 4xx
 * status, in the body shape of the route's area.
 */
export function sendClientError(
  reply: FastifyReply,
  status: number,
  message: string,
  shape: 'message' | 'form',
): FastifyReply {
  return reply.status(status).send(shape === 'form' ? { error: message } : { message })
}
