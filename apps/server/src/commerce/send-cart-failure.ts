import type { FastifyReply } from 'fastify'
import { cartFailureBody, cartFailureStatus } from './cart-failure.js'
import type { CartFailure } from './cart-failure.js'

/** Answers an expected cart failure with its status and `{message}` body. */
export function fail(reply: FastifyReply, failure: CartFailure): FastifyReply {
  return reply.status(cartFailureStatus(failure.reason)).send(cartFailureBody(failure))
}
