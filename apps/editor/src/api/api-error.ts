/** A 4xx or 5xx answer of the editor API, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      message?: string
      errors?: Record<string, string>
      crumbFail?: boolean
      currentVersion?: number
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  fieldError(field: string): string | undefined {
    return this.body.errors?.[field]
  }
}
