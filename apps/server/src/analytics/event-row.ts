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

/**
 * A record id (24 hex characters) that starts with the second it was made, as the reference
 * product's ids do: rows of the same second land side by side in the primary-key index, where
 * random ids spread every batch over the whole index (a page rewritten per row, on every commit).
 */
export function eventId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
  return seconds.toString(16).padStart(8, '0') + newId().slice(8)
}

/** What a row keeps of a page's URL. */
interface PageOfUrl {
  path: string
  host: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
}

// A site's visitors view the same few hundred URLs over and over: each is parsed once.
const pages = new Map<string, PageOfUrl>()
const maxPages = 1_000

function pageOf(url: string): PageOfUrl {
  let page = pages.get(url)
  if (page === undefined) {
    const { path, host, query } = pagePath(url)
    const utm = (key: string) => (query.get(key) ?? '').trim().slice(0, 100)
    page = {
      path,
      host,
      utmSource: utm('utm_source'),
      utmMedium: utm('utm_medium'),
      utmCampaign: utm('utm_campaign'),
    }
    if (pages.size >= maxPages) pages.clear()
    pages.set(url, page)
  }
  return page
}

/** The referring site's host, or '' for none and for the page's own site. */
export function referrerHost(referrer: string, pageHost: string): string {
  if (referrer === '') return ''
  let host = referrerHosts.get(referrer)
  if (host === undefined) {
    host = hostOf(referrer)
    if (referrerHosts.size >= maxPages) referrerHosts.clear()
    referrerHosts.set(referrer, host)
  }
  return host === pageHost.replace(/:\d+$/, '').replace(/^www\./, '') ? '' : host.slice(0, 200)
}

// Referrers repeat as much as pages do (search engines, the site's own pages).
const referrerHosts = new Map<string, string>()

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}

/**
 * The rows of one hit. What all its rows share (visitor hash, device and browser, time, site day,
 * the page of a URL) is worked out once: ingestion's own cost per hit, on the hottest call.
 */
export async function eventRows(
  origin: HitOrigin,
  salts: VisitorSalts,
  fields: readonly EventFields[],
): Promise<AnalyticsEventRow[]> {
  const at = origin.now.toISOString()
  const day = siteDay(origin.now, origin.timeZone)
  const kind = userAgentKind(origin.userAgent)
  const visitorHash = await salts.visitorHash(at.slice(0, 10), origin)
  const experiments = origin.experiments ?? ''
  const rows: AnalyticsEventRow[] = []
  for (const field of fields) {
    const page = pageOf(field.url ?? '/')
    rows.push({
      id: eventId(origin.now),
      websiteId: origin.websiteId,
      at,
      day,
      kind: field.kind,
      name: (field.name ?? '').slice(0, 300),
      visitorHash,
      // Without cookies (restrictive policy, before consent) the day's visitor hash is the session.
      sessionId: field.sessionId ? field.sessionId.slice(0, 64) : `v:${visitorHash}`,
      path: page.path,
      referrer: referrerHost(field.referrer ?? '', page.host),
      utmSource: page.utmSource,
      utmMedium: page.utmMedium,
      utmCampaign: page.utmCampaign,
      device: kind.device,
      browser: kind.browser,
      value: field.value !== undefined && Number.isFinite(field.value) ? field.value : 0,
      data: JSON.stringify(field.data ?? {}),
      experiments,
    })
  }
  return rows
}
