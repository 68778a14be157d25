import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import { numberField, parseJsonObject, textField } from './safe-json.js'
import type { EventFields } from './event-row.js'

/** SPEC §3 tracking event kinds. */
export const TrackingKind = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const

/** SPEC §3 record type of a product (store item) and page types the funnel reads. */
export const storeItemRecordType = 11
export const checkoutPageType = 201

/** The events a page view brings along (not named events a page sends: never capped). */
export const pageViewEventNames = ['product-view', 'checkout-started'] as const

const maxDataLength = 8_000
const maxHeartbeatSeconds = 1_800

export type ParsedHit = { ok: true; fields: EventFields[] } | { ok: false; message: string }

function invalid(problem: string): ParsedHit {
  return { ok: false, message: fillAnalyticsString(AnalyticsStrings.invalidHit, { problem }) }
}

/**
 * `POST /api/census/RecordHit` (form fields `event`, `data`, `ss_cvr`) as the rows to store: a
 * page view (plus a product view on a product page and a checkout start on the checkout page), a
 * site search keyword, heartbeat seconds, or an audio/video action.
 */
export function parseCensusHit(body: Record<string, unknown>): ParsedHit {
  const event = Number(body.event)
  if (!Object.values(TrackingKind).includes(event as never)) return invalid('unknown event kind')
  if (typeof body.data !== 'string' || body.data === '') return invalid(AnalyticsStrings.noPayload)
  const parsed = parseJsonObject(body.data, maxDataLength)
  if (!parsed.ok) return invalid(parsed.problem)
  const data = parsed.value
  const sessionId = textField(data, 'sessionId', 64)
  const url = textField(data, 'url', 2000)
  // Rows are written as plain literals: on this hottest path an object spread with overrides
  // cost microseconds per row in V8, far more than the rest of the parsing.
  switch (event) {
    case TrackingKind.pageView: {
      const recordType = numberField(data, 'recordType')
      const pageType = numberField(data, 'pageType')
      const itemId = textField(data, 'itemId', 100)
      const title = textField(data, 'title', 300)
      const fields: EventFields[] = [
        {
          sessionId,
          url,
          referrer: textField(data, 'referrer', 2000),
          kind: 'pageview',
          name: title,
          data: {
            itemId,
            recordType,
            collectionId: textField(data, 'collectionId', 100),
            pageType,
            isFirstSession: data.isFirstSession === true,
            isFirstLanding: data.isFirstLanding === true,
          },
        },
      ]
      if (recordType === storeItemRecordType && itemId !== '') {
        fields.push(hitEvent(sessionId, url, 'event', pageViewEventNames[0], { itemId, title }))
      }
      if (pageType === checkoutPageType) {
        fields.push(hitEvent(sessionId, url, 'event', pageViewEventNames[1]))
      }
      return { ok: true, fields }
    }
    case TrackingKind.siteSearch: {
      const query = textField(data, 'query', 100).toLowerCase().replace(/\s+/g, ' ')
      if (query === '') return invalid('a site search needs a query')
      return { ok: true, fields: [hitEvent(sessionId, url, 'search', query)] }
    }
    case TrackingKind.heartbeat: {
      const seconds = Math.min(maxHeartbeatSeconds, Math.max(0, numberField(data, 'seconds')))
      return {
        ok: true,
        fields: [{ sessionId, url, referrer: '', kind: 'heartbeat', value: seconds }],
      }
    }
    default: {
      const kind = event === TrackingKind.audio ? 'audio' : 'video'
      return {
        ok: true,
        fields: [
          hitEvent(sessionId, url, kind, textField(data, 'action', 40), {
            src: textField(data, 'src', 500),
          }),
        ],
      }
    }
  }
}

/** A row of a hit besides its page view: it carries no referrer. */
function hitEvent(
  sessionId: string,
  url: string,
  kind: string,
  name: string,
  data?: Record<string, unknown>,
): EventFields {
  return data === undefined
    ? { sessionId, url, referrer: '', kind, name }
    : { sessionId, url, referrer: '', kind, name, data }
}
