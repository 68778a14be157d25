import { documentCookies, readCookie, writeDocumentCookie } from '../api/cookies.js'

/** SPEC §9: the cookies a restrictive cookie policy clears. */
export const trackingCookieNames = [
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const

const twoYears = 2 * 365 * 24 * 3600
const thirtyMinutes = 30 * 60

export interface VisitState {
  visitorId: string
  sessionId: string
  isFirstLanding: boolean
  isFirstSession: boolean
  /** `ss_cvr`: the visitor id and four numbers (first, previous and current visit, visit count). */
  visitorCookie: string
}

function write(doc: Document, name: string, value: string, maxAge: number): void {
  writeDocumentCookie(
    doc,
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`,
  )
}

export function clearTrackingCookies(doc: Document = document): void {
  for (const name of trackingCookieNames)
    writeDocumentCookie(doc, `${name}=; Max-Age=0; Path=/; SameSite=Lax`)
}

export function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('')
}

/**
 * Reads the visit from the cookies (without writing): a visit lasts while pages follow each other
 * within 30 minutes (`ss_cvt`); `ss_cid` is the visit's random id, `ss_cvisit` its page count and
 * `ss_cpvisit` when the previous visit started.
 */
export function readVisit(doc: Document = document, now = Date.now()): VisitState {
  const cookies = documentCookies(doc)
  const [storedId, first, , current, count] = (readCookie('ss_cvr', cookies) ?? '').split('|')
  const active = Boolean(readCookie('ss_cvt', cookies))
  const sessionId = (active && readCookie('ss_cid', cookies)) || randomId()
  const visitorId = storedId || randomId()
  const visits = Number(count) || 0
  const visitCount = active ? Math.max(1, visits) : visits + 1
  const firstVisit = Number(first) || now
  const previousVisit = active
    ? Number(readCookie('ss_cpvisit', cookies)) || 0
    : Number(current) || 0
  const currentVisit = active ? Number(current) || now : now
  return {
    visitorId,
    sessionId,
    isFirstLanding: !active,
    isFirstSession: visitCount === 1,
    visitorCookie: [visitorId, firstVisit, previousVisit, currentVisit, visitCount].join('|'),
  }
}

/** Stores the visit (only when the cookie policy allows tracking cookies). */
export function writeVisit(state: VisitState, doc: Document = document, now = Date.now()): void {
  const [, , previous] = state.visitorCookie.split('|')
  write(doc, 'ss_cvr', state.visitorCookie, twoYears)
  write(doc, 'ss_cvt', String(now), thirtyMinutes)
  write(doc, 'ss_cid', state.sessionId, thirtyMinutes)
  write(doc, 'ss_cpvisit', previous ?? '0', thirtyMinutes)
  const pages = state.isFirstLanding
    ? 1
    : (Number(readCookie('ss_cvisit', documentCookies(doc))) || 0) + 1
  write(doc, 'ss_cvisit', String(pages), thirtyMinutes)
}
