import type { AddFailure } from '@atelier/commerce'
import { ensureCrumb } from './crumb.js'

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | {
      readonly ok: false
      readonly status: number
      readonly failure: AddFailure
      /** The answer's body when it was JSON (e.g. `{errors}` of a form validation). */
      readonly body: unknown
    }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const message = (body as { message?: unknown }).message
  return typeof message === 'string' ? message : undefined
}

/** Reads a failed answer the way SPEC §8 words it: crumb failure, rate limit, or the server's message. */
export function failureOf(status: number, body: unknown, nav: Navigator = navigator): AddFailure {
  if (status === 403 && (body as { crumbFail?: unknown } | null)?.crumbFail === true) {
    return { kind: 'crumb-fail', cookiesEnabled: nav.cookieEnabled !== false }
  }
  if (status === 429) return { kind: 'rate-limited' }
  const message = messageOf(body)
  return message === undefined ? { kind: 'server' } : { kind: 'server', message }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * One call to the site's API. State-changing calls carry the `crumb` cookie in `X-CSRF-Token`
 * (DESIGN security model), asked for first when the browser holds none. Network failures are
 * results, never thrown.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET') {
    const crumb = await ensureCrumb()
    if (crumb) headers['x-csrf-token'] = crumb
  }
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    return { ok: false, status: 0, failure: { kind: 'network' }, body: undefined }
  }
  const data = await readBody(response)
  if (response.ok) return { ok: true, status: response.status, data: data as T }
  return {
    ok: false,
    status: response.status,
    failure: failureOf(response.status, data),
    body: data,
  }
}
