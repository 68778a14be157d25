import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'

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

/** An upload that the server answered without the stored file: its reply was cut short. */
export class UploadIncompleteError extends Error {
  constructor() {
    super(editorStrings.uploadIncomplete)
    this.name = 'UploadIncompleteError'
  }
}

/**
 * What a failed upload shows (SPEC §8): 'Error uploading' when the request never reached the
 * server (no network), 'File upload failed to complete' when it was stopped part way (the owner
 * cancelled it, or the reply came back without the file), otherwise as any file call.
 */
export function uploadFailureMessage(error: Error): string {
  if (error.name === 'AbortError' || error instanceof UploadIncompleteError) {
    return editorStrings.uploadIncomplete
  }
  if (error instanceof ApiError && error.status === 0) return editorStrings.errorUploading
  return failureMessage(error, editorStrings.uploadProblem)
}
