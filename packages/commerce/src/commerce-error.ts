export type CommerceErrorCode = 'money-out-of-range' | 'invalid-amount' | 'invalid-weights'

/** Exceptional failures of the commerce rules: a caller broke a precondition. */
export class CommerceError extends Error {
  readonly code: CommerceErrorCode

  constructor(code: CommerceErrorCode, message: string) {
    super(message)
    this.name = 'CommerceError'
    this.code = code
  }
}
