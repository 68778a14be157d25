import type { AtelierErrorCode } from './atelier-error.js'

const statuses: Record<AtelierErrorCode, number> = {
  'invalid-config': 500,
  'invalid-input': 400,
  'not-found': 404,
  'unknown-site': 404,
  'site-exists': 409,
  'domain-taken': 409,
  'not-signed-in': 401,
  'bad-credentials': 401,
  'rate-limited': 429,
  'crumb-fail': 403,
  'unsupported-file': 415,
  'file-too-large': 413,
  conflict: 409,
  'invalid-transition': 409,
  // The payment provider refused or failed; our side changed nothing.
  'refund-failed': 502,
  forbidden: 403,
  'last-admin': 409,
  gone: 410,
}

export function httpStatusForCode(code: AtelierErrorCode): number {
  return statuses[code]
}
