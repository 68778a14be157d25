import type { FastifyReply } from 'fastify'

/**
 * The expected ways an editor call can fail. Services return these; `sendFailure` is the one place
 * that gives them an HTTP status and the body the editor reads.
 */
export type EditorFailure =
  | { ok: false; reason: 'invalid'; message: string; errors?: Record<string, string> }
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'stale'; currentVersion: number; message?: string }
  | { ok: false; reason: 'too-large'; message: string }
  | { ok: false; reason: 'unsupported'; message: string }

export type EditorResult<T> = { ok: true; value: T } | EditorFailure

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

export function invalid(message: string, field?: string): EditorFailure {
  return field === undefined
    ? { ok: false, reason: 'invalid', message }
    : { ok: false, reason: 'invalid', message, errors: { [field]: message } }
}

export function notFound(message: string): EditorFailure {
  return { ok: false, reason: 'not-found', message }
}

export function ok<T>(value: T): EditorResult<T> {
  return { ok: true, value }
}

const statuses: Record<EditorFailure['reason'], number> = {
  invalid: 400,
  'not-found': 404,
  stale: 409,
  'too-large': 413,
  unsupported: 415,
}

export function sendFailure(reply: FastifyReply, failure: EditorFailure): FastifyReply {
  const status = statuses[failure.reason]
  switch (failure.reason) {
    case 'stale':
      return reply.status(status).send({
        message: failure.message ?? staleVersionMessage,
        currentVersion: failure.currentVersion,
      })
    case 'invalid':
      return reply
        .status(status)
        .send(
          failure.errors === undefined
            ? { message: failure.message }
            : { message: failure.message, errors: failure.errors },
        )
    default:
      return reply.status(status).send({ message: failure.message })
  }
}

/** Sends the value of a successful result with `status`, or the failure. */
export function sendResult<T>(
  reply: FastifyReply,
  result: EditorResult<T>,
  status = 200,
): FastifyReply {
  if (!result.ok) return sendFailure(reply, result)
  return reply.status(status).send(result.value)
}
