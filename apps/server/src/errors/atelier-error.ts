import type { FailureCode } from './failure-table.js'

/**
 * The one exceptional-error class of the server. Domain code throws it with a string code; the HTTP
 * status is assigned in one place (`failure-table.ts`), never here.
 */
export type AtelierErrorCode = FailureCode

export class AtelierError extends Error {
  readonly code: AtelierErrorCode

  constructor(code: AtelierErrorCode, message: string) {
    super(message)
    this.name = 'AtelierError'
    this.code = code
  }
}
