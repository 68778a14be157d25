/**
 * The one exceptional-error class of the server. Domain code throws it with a string code; the HTTP
 * status is assigned in one place (`http-status-for-code.ts`), never here.
 */
export type AtelierErrorCode =
  | 'invalid-config'
  | 'invalid-input'
  | 'not-found'
  | 'unknown-site'
  | 'site-exists'
  | 'domain-taken'
  | 'not-signed-in'
  | 'bad-credentials'
  | 'rate-limited'
  | 'crumb-fail'
  | 'unsupported-file'
  | 'file-too-large'
  | 'conflict'
  | 'invalid-transition'
  | 'refund-failed'
  | 'forbidden'
  | 'last-admin'
  | 'gone'

export class AtelierError extends Error {
  readonly code: AtelierErrorCode

  constructor(code: AtelierErrorCode, message: string) {
    super(message)
    this.name = 'AtelierError'
    this.code = code
  }
}
