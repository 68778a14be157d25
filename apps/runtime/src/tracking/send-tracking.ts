import { ensureCrumb, heldCrumb } from '../api/crumb.js'

/** SPEC §7: tracking calls give up after 2500 ms, and their failures are ignored. */
export const trackingTimeoutMs = 2_500

/**
 * A same-origin call that gives up after `timeoutMs`: its JSON answer, or undefined on any failure
 * (no answer in time, a status other than 2xx, a body that is not JSON).
 */
export async function fetchJson(
  url: string,
  init: RequestInit = {},
  timeoutMs = trackingTimeoutMs,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      keepalive: init.method === 'POST',
      signal: controller.signal,
      ...init,
    })
    return response.ok ? await response.json() : undefined
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** Posts a form-encoded tracking call with the crumb; the JSON answer, or undefined on any failure. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  timeoutMs = trackingTimeoutMs,
): Promise<unknown> {
  const crumb = (await ensureCrumb()) ?? ''
  return fetchJson(
    url,
    { method: 'POST', body: new URLSearchParams({ ...fields, crumb }) },
    timeoutMs,
  )
}

/** Sends JSON with the crumb in the X-CSRF-Token header; failures are swallowed. */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const crumb = (await ensureCrumb()) ?? ''
  return fetchJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
    body: JSON.stringify(body),
  })
}

/**
 * A beacon survives the page being closed: form fields (with the crumb) or a JSON text body (the
 * crumb in the query, since a beacon cannot set headers). Falls back to a keepalive fetch. It
 * cannot wait for the crumb call: the page view before it asked for the crumb (`ensureCrumb`), so
 * the browser holds one by the time a beacon leaves.
 */
export function beacon(url: string, body: Record<string, string> | string): void {
  const crumb = () => heldCrumb() ?? ''
  const json = typeof body === 'string'
  const target = json ? `${url}?crumb=${encodeURIComponent(crumb())}` : url
  const payload = json
    ? new Blob([body], { type: 'text/plain' })
    : new URLSearchParams({ ...body, crumb: crumb() })
  try {
    if (navigator.sendBeacon?.(target, payload)) return
  } catch {
    // Falls through to fetch.
  }
  void fetchJson(target, { method: 'POST', body: payload })
}
