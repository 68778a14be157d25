import { ApiError } from './api-error.js'
import { readCrumb } from './crumb.js'
import { editorStrings } from '../strings.js'

let sessionCrumb: string | undefined

/** The crumb from `GET /api/editor/session`, used when the cookie cannot be read. */
export function rememberCrumb(crumb: string | undefined): void {
  sessionCrumb = crumb
}

function currentCrumb(): string | undefined {
  return readCrumb(typeof document === 'undefined' ? '' : document.cookie) ?? sessionCrumb
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Calls the editor API with the owner's cookies. State-changing calls carry the crumb in
 * `X-CSRF-Token`; a crumb failure is tried once more with a fresh crumb (SPEC §4, logout).
 * A call stopped through `signal` rejects with the browser's `AbortError`, not a network error.
 */
export async function api<T>(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { accept: 'application/json' }
    const crumb = currentCrumb()
    if (method !== 'GET' && crumb) headers['x-csrf-token'] = crumb
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    try {
      return await fetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal,
      })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new ApiError(0, editorStrings.networkError)
    }
  }
  let response = await send()
  if (response.status === 403 && method !== 'GET') {
    const failure = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { crumbFail?: boolean }
    if (failure.crumbFail) response = await send()
  }
  if (response.status === 204) return undefined as T
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const message =
      typeof data.message === 'string' ? data.message : editorStrings.somethingWentWrong
    throw new ApiError(response.status, message, data)
  }
  return data as T
}
