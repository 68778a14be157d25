import { newId } from '../storage/new-id.js'
import type { AnalyticsEventRow } from './ingest-queue.js'
import { siteDay } from './site-day.js'
import { userAgentKind } from './user-agent-kind.js'
import type { VisitorSalts } from './visitor-salts.js'

/** Who sent a hit, as the route sees it; the address only feeds the day's visitor hash. */
export interface HitOrigin {
  websiteId: string
  timeZone: string
  ip: string
  userAgent: string
  now: Date
  /** The visitor's experiment assignments (`name:variant|…`), '' for none. */
  experiments?: string
}

export interface EventFields {
  kind: string
  name?: string
  sessionId?: string
  /** The page's full URL or path; only the path is kept, UTM parameters are read from its query. */
  url?: string
  /** The referring URL; only its host is kept, and only when it is another site. */
  referrer?: string
  value?: number
  data?: Record<string, unknown>
}

const maxPath = 300

/** The page path of a URL or path ('/' when unreadable), without query and fragment. */
export function pagePath(url: string): { path: string; host: string; query: URLSearchParams } {
  try {
    const parsed = new URL(url, 'http://local.invalid')
    const path = decodeURI(parsed.pathname).slice(0, maxPath) || '/'
    return { path, host: parsed.host, query: parsed.searchParams }
  } catch {
    return { path: '/', host: '', query: new URLSearchParams() }
  }
}

/** The referring site's host, or '' for none and for the page's own site. */
export function referrerHost(referrer: string, pageHost: string): string {
  if (referrer === '') return ''
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '')
    return host === pageHost.replace(/:\d+$/, '').replace(/^www\./, '') ? '' : host.slice(0, 200)
  } catch {
    return ''
  }
}

export async function eventRow(
  origin: HitOrigin,
  salts: VisitorSalts,
  fields: EventFields,
): Promise<AnalyticsEventRow> {
  const page = pagePath(fields.url ?? '/')
  const kind = userAgentKind(origin.userAgent)
  const visitorHash = await salts.visitorHash(origin.now.toISOString().slice(0, 10), origin)
  const utm = (key: string) => (page.query.get(key) ?? '').trim().slice(0, 100)
  return {
    id: newId(),
    websiteId: origin.websiteId,
    at: origin.now.toISOString(),
    day: siteDay(origin.now, origin.timeZone),
    kind: fields.kind,
    name: (fields.name ?? '').slice(0, 300),
    visitorHash,
    // Without cookies (restrictive policy, before consent) the day's visitor hash is the session.
    sessionId: fields.sessionId ? fields.sessionId.slice(0, 64) : `v:${visitorHash}`,
    path: page.path,
    referrer: referrerHost(fields.referrer ?? '', page.host),
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    device: kind.device,
    browser: kind.browser,
    value: fields.value !== undefined && Number.isFinite(fields.value) ? fields.value : 0,
    data: JSON.stringify(fields.data ?? {}),
    experiments: origin.experiments ?? '',
  }
}
