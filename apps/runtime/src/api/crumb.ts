import { readCookie } from './cookies.js'

let asking: Promise<string | undefined> | undefined

/**
 * The visitor's crumb for a call that changes something. Pages set no cookie (so shared caches
 * may keep them): a browser without a crumb asks `GET /api/crumb` once per page, which sets the
 * crumb cookie (and the HttpOnly cart key beside it). The cookie is read again afterwards, so
 * tabs asking at once all send the one their browser kept.
 */
export async function ensureCrumb(): Promise<string | undefined> {
  const held = readCookie('crumb')
  if (held) return held
  asking ??= askForCrumb().finally(() => {
    asking = undefined
  })
  return asking
}

/** The crumb when the browser already holds one (a beacon at page close cannot wait). */
export function heldCrumb(): string | undefined {
  return readCookie('crumb') || undefined
}

async function askForCrumb(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/crumb', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    const answer = response.ok ? ((await response.json()) as { crumb?: unknown }) : undefined
    const given = typeof answer?.crumb === 'string' ? answer.crumb : undefined
    return readCookie('crumb') ?? given
  } catch {
    return undefined
  }
}
