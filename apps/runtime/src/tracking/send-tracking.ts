import { readCookie } from '../api/cookies.js'

/** SPEC §7: tracking calls give up after 2500 ms, and their failures are ignored. */
export const trackingTimeoutMs = 2_500

/** Posts a form-encoded tracking call with the crumb; the JSON answer, or undefined on any failure. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  timeoutMs = trackingTimeoutMs,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, crumb: readCookie('crumb') ?? '' }),
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    })
    return response.ok ? await response.json() : undefined
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** Sends JSON with the crumb in the X-CSRF-Token header; failures are swallowed. */
export async function postJson(url: string, body: unknown): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), trackingTimeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCookie('crumb') ?? '' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    })
    return response.ok
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A beacon survives the page being closed: form fields (with the crumb) or a JSON text body (the
 * crumb in the query, since a beacon cannot set headers). Falls back to a keepalive fetch.
 */
export function beacon(url: string, body: Record<string, string> | string): void {
  const crumb = readCookie('crumb') ?? ''
  const target = typeof body === 'string' ? `${url}?crumb=${encodeURIComponent(crumb)}` : url
  const payload =
    typeof body === 'string'
      ? new Blob([body], { type: 'text/plain' })
      : new URLSearchParams({ ...body, crumb })
  try {
    if (navigator.sendBeacon?.(target, payload)) return
  } catch {
    // Falls through to fetch.
  }
  void fetch(target, {
    method: 'POST',
    body: payload,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined)
}
