import { ApiError } from '../api/api-error.js'

/**
 * What a failed file call shows: the server's own message when it sent one, the network error
 * when nothing answered, and otherwise the SPEC §8 fallback for that action.
 */
export function failureMessage(error: Error, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return error.message
  return typeof error.body.message === 'string' && error.body.message !== ''
    ? error.body.message
    : fallback
}
