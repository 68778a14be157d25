import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'

/** What an action's failure says: the server's message for a refused request, else the generic. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : editorStrings.somethingWentWrong
}
