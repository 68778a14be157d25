import type { FailureCode } from './failure-table.js'

/**
 * An expected failure, the one shape every area returns: told apart by `code`, shown with
 * `message`, and `fields` (field name → message) when the failure belongs to fields of a form.
 * `details` carries the few values a caller needs to recover (the current version of a stale
 * edit, the permission a caller lacks). The HTTP status and the body on the wire are decided by
 * `failure-table.ts` and `send-failure.ts`, never by the area.
 */
export interface Failure<C extends FailureCode = FailureCode> {
  readonly ok: false
  readonly code: C
  readonly message: string
  readonly fields?: Readonly<Record<string, string>>
  readonly details?: Readonly<Record<string, string | number>>
}

/** A value, or the failure that stopped it. */
export type Result<T, C extends FailureCode = FailureCode> = { ok: true; value: T } | Failure<C>

export function failure<C extends FailureCode>(
  code: C,
  message: string,
  extra: { fields?: Record<string, string>; details?: Record<string, string | number> } = {},
): Failure<C> {
  return { ok: false, code, message, ...extra }
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}
