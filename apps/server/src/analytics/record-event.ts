import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import type { EventFields } from './event-row.js'
import { numberField, parseJsonObject, textField } from './safe-json.js'

const eventName = /^[a-z0-9][a-z0-9_-]{0,39}$/
/** Form fields that are the call's own, not extra parameters. */
const ownFields = new Set(['crumb', 'event', 'data'])

export type ParsedEvent = { ok: true; fields: EventFields } | { ok: false; message: string }

/**
 * `POST /api/events/RecordEvent`: form-encoded `event` (a name such as `add-to-cart`,
 * `form-submit`, `newsletter-signup`), `data` as a JSON string and extra parameters, which are kept
 * with the data (at most 20, 200 characters each).
 */
export function parseRecordEvent(body: Record<string, unknown>): ParsedEvent {
  const name = typeof body.event === 'string' ? body.event.trim().toLowerCase() : ''
  if (!eventName.test(name)) return invalid('the event needs a name of letters, digits and dashes')
  const raw = typeof body.data === 'string' && body.data !== '' ? body.data : '{}'
  const parsed = parseJsonObject(raw, 8_000)
  if (!parsed.ok) return invalid(parsed.problem)
  const data = parsed.value
  const extra: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if (ownFields.has(key) || typeof value !== 'string') continue
    if (Object.keys(extra).length >= 20) break
    if (value.includes('\u0000') || key.includes('\u0000')) return invalid('a field contains NUL')
    extra[key.slice(0, 40)] = value.slice(0, 200)
  }
  return { ok: true, fields: eventFields(name, data, extra) }
}

/** The stored shape of a named event, shared with the schema-checked clanker events. */
export function eventFields(
  name: string,
  data: Record<string, unknown>,
  extra: Record<string, string> = {},
): EventFields {
  return {
    kind: 'event',
    name,
    sessionId: textField(data, 'sessionId', 64),
    url: textField(data, 'url', 2000) || textField(data, 'page_path', 2000),
    value: numberField(data, 'value'),
    data: {
      itemId: textField(data, 'itemId', 100) || textField(data, 'product_id', 100),
      title: textField(data, 'title', 300),
      quantity: numberField(data, 'quantity'),
      formId: textField(data, 'formId', 100) || textField(data, 'form_id', 100),
      ...extra,
    },
  }
}

function invalid(problem: string): ParsedEvent {
  return { ok: false, message: fillAnalyticsString(AnalyticsStrings.invalidHit, { problem }) }
}
