/**
 * How each body looks on the wire. Most failures answer `{message, code}`; the SPEC fixes other
 * bodies for some areas, and each of those has codes of its own so that a code always answers
 * the same way:
 * - `message-and-code`: `{message, code}` (plus `fields` as `errors` and `details`)
 * - `message`: `{message}` (plus `fields` as `errors` and `details`), the cart, editor and restock calls
 * - `fields`: `{errors}` only, a form's field messages (SPEC §8 and checkout)
 * - `form`: `{error}`, the site form calls (SPEC §8)
 * - `crumb`: `{crumbFail: true}`
 * - `text`: the message as plain text
 * - `health`: `{ok: false}`
 */
export type FailureBody =
  'message-and-code' | 'message' | 'fields' | 'form' | 'crumb' | 'text' | 'health'

interface FailureKind {
  readonly status: number
  readonly body: FailureBody
}

const failureTable = {
  // Thrown as AtelierError anywhere, and the order calls: `{message, code}`.
  'invalid-config': { status: 500, body: 'message-and-code' },
  'invalid-input': { status: 400, body: 'message-and-code' },
  'not-found': { status: 404, body: 'message-and-code' },
  'unknown-site': { status: 404, body: 'message-and-code' },
  'site-exists': { status: 409, body: 'message-and-code' },
  'domain-taken': { status: 409, body: 'message-and-code' },
  'not-signed-in': { status: 401, body: 'message-and-code' },
  'bad-credentials': { status: 401, body: 'message-and-code' },
  'rate-limited': { status: 429, body: 'message-and-code' },
  'unsupported-file': { status: 415, body: 'message-and-code' },
  'file-too-large': { status: 413, body: 'message-and-code' },
  conflict: { status: 409, body: 'message-and-code' },
  'invalid-transition': { status: 409, body: 'message-and-code' },
  // The payment provider refused or failed; our side changed nothing.
  'refund-failed': { status: 502, body: 'message-and-code' },
  forbidden: { status: 403, body: 'message-and-code' },
  'last-admin': { status: 409, body: 'message-and-code' },
  gone: { status: 410, body: 'message-and-code' },
  'out-of-stock': { status: 409, body: 'message-and-code' },
  'checkout-in-progress': { status: 409, body: 'message-and-code' },
  'idempotency-key-reused': { status: 409, body: 'message-and-code' },
  'payment-declined': { status: 402, body: 'message-and-code' },
  // The payment provider failed, not us and not the buyer (a bad gateway).
  'payment-failed': { status: 502, body: 'message-and-code' },
  'empty-cart': { status: 400, body: 'message-and-code' },
  // A renewal whose first order or shipping can no longer be priced (the worker's, never sent).
  unpriceable: { status: 409, body: 'message-and-code' },
  'crumb-fail': { status: 403, body: 'crumb' },

  // Answered `{message}` (and `errors` when fields are named).
  'schema-invalid': { status: 400, body: 'message' },
  invalid: { status: 400, body: 'message' },
  missing: { status: 404, body: 'message' },
  stale: { status: 409, body: 'message' },
  'too-large': { status: 413, body: 'message' },
  unsupported: { status: 415, body: 'message' },
  'too-many-attempts': { status: 429, body: 'message' },
  'sign-up-failed': { status: 400, body: 'message' },
  'link-refused': { status: 403, body: 'message' },
  expired: { status: 410, body: 'message' },
  'route-not-found': { status: 404, body: 'message' },
  'item-not-found': { status: 404, body: 'message' },
  'entry-not-found': { status: 404, body: 'message' },
  'cart-refused': { status: 400, body: 'message' },
  'entry-mismatch': { status: 400, body: 'message' },
  'not-subscribable': { status: 400, body: 'message' },
  'not-gift-card': { status: 400, body: 'message' },
  'additional-fields-unreadable': { status: 400, body: 'message' },
  'additional-fields-invalid': { status: 400, body: 'message' },

  // Field messages only: `{errors}`.
  'invalid-fields': { status: 400, body: 'fields' },

  // The site form calls: `{error}`.
  'form-bad-input': { status: 400, body: 'form' },
  'form-bad-key': { status: 401, body: 'form' },
  'form-not-configured': { status: 404, body: 'form' },
  'form-rate-limited': { status: 429, body: 'form' },
  'form-server-error': { status: 500, body: 'form' },

  // Anything unexpected; the details stay in the log.
  'server-error': { status: 500, body: 'message' },
  'no-website': { status: 404, body: 'text' },
  'database-unreachable': { status: 503, body: 'health' },
  // A request that needed the database while it was away (a restart, a failover): try again.
  'database-unavailable': { status: 503, body: 'message-and-code' },
} as const satisfies Record<string, FailureKind>

export type FailureCode = keyof typeof failureTable

/** The one table from a failure's code to its HTTP status and the shape of its body. */
export function failureKind(code: FailureCode): FailureKind {
  return failureTable[code]
}

export function httpStatusForCode(code: FailureCode): number {
  return failureTable[code].status
}
