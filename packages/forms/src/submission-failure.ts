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

export function submissionFailure(status: number, body: unknown): SubmissionFailure {
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
