import { FormStrings } from './form-strings.js'

/** What the form shows after a failed POST /api/form/SaveFormSubmission (SPEC §8 Forms). */
export type SubmissionFailure =
  { kind: 'fields'; errors: Record<string, string> } | { kind: 'message'; message: string }

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const errors = Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
  return Object.keys(errors).length > 0 ? errors : undefined
}

/**
 * Whether a 2xx answer of SaveFormSubmission is one the browser can read: the server answers a JSON
 * object. Anything else (an HTML page of a proxy, a cut-off body) leaves the save in doubt.
 */
export function isReadableSaveAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
}

/**
 * A 2xx status here means the answer could not be read (see `isReadableSaveAnswer`): whether the
 * answers were stored is unknown, so the visitor is told to reload rather than simply retry.
 */
export function submissionFailure(status: number, body: unknown): SubmissionFailure {
  if (status >= 200 && status < 300)
    return { kind: 'message', message: FormStrings.errorProcessing }
  if (status === 401) return { kind: 'message', message: FormStrings.unauthorized }
  if (status === 404) return { kind: 'message', message: FormStrings.notConfigured }
  if (status === 429) return { kind: 'message', message: FormStrings.rateLimited }
  if (status === 500) return { kind: 'message', message: FormStrings.serverError }
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const errors = status === 400 ? fieldErrors(data.errors) : undefined
  if (errors) return { kind: 'fields', errors }
  return {
    kind: 'message',
    message:
      typeof data.error === 'string' && data.error !== '' ? data.error : FormStrings.unknownError,
  }
}

/** The notice pointing the visitor to the field errors, from where the notice sits. */
export function problemNotice(noticePosition: 'above' | 'below'): string {
  return noticePosition === 'above' ? FormStrings.problemScrollDown : FormStrings.problemScrollUp
}
