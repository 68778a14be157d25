import { FormStrings } from './form-strings.js'

/** SPEC §8: a failed restock sign-up shows the server's data.message. */
export function restockFailureMessage(body: unknown): string {
  const message =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).message
      : undefined
  return typeof message === 'string' && message !== '' ? message : FormStrings.unknownError
}
