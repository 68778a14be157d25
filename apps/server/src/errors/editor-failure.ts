import type { FastifyReply } from 'fastify'
import { failure } from './failure.js'
import type { Failure, Result } from './failure.js'
import { sendFailure } from './send-failure.js'

/**
 * The expected ways an editor call can fail, in the one failure shape (`errors/failure.ts`); the
 * failure table gives them their status and `{message}` body.
 */
export type EditorFailure = Failure<'invalid' | 'missing' | 'stale' | 'too-large' | 'unsupported'>

export type EditorResult<T> = Result<T, EditorFailure['code']>

export const staleVersionMessage =
  'This page was changed by someone else. Reload to see their changes.'

export const staleNavigationMessage =
  'The page order was changed by someone else. Reload to see their changes.'

export const staleHeaderFooterMessage =
  'The header and footer were changed by someone else. Reload to see their changes.'

export const staleStylesMessage =
  'The site styles were changed by someone else. Reload to see their changes.'

export const staleWebsiteMessage =
  'The site title or logo was changed by someone else. Reload to see their changes.'

export function invalid(message: string, field?: string): Failure<'invalid'> {
  return field === undefined
    ? failure('invalid', message)
    : failure('invalid', message, { fields: { [field]: message } })
}

export function notFound(message: string): Failure<'missing'> {
  return failure('missing', message)
}

/** Someone else saved first; `currentVersion` lets the editor reload. */
export function stale(currentVersion: number, message = staleVersionMessage): Failure<'stale'> {
  return failure('stale', message, { details: { currentVersion } })
}

export { ok } from './failure.js'
export { sendFailure }

/** Sends the value of a successful result with `status`, or the failure. */
export function sendResult<T>(
  reply: FastifyReply,
  result: Result<T>,
  status?: number,
): FastifyReply {
  if (!result.ok) return sendFailure(reply, result)
  if (status !== undefined) reply.status(status)
  return reply.send(result.value)
}
