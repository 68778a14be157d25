import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import type { EventFields } from './event-row.js'
import { checkValue, numberField, textField } from './safe-json.js'

/** Core Web Vitals and the two loading figures the tracker measures with `web-vitals`. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
const maxRecords = 50
const pageLoadIdPattern = /^[A-Za-z0-9-]{8,64}$/

export type ParsedRecords = { ok: true; fields: EventFields[] } | { ok: false; message: string }

/**
 * `POST /api/1/performance/records`: a JSON list of `{app, data, event, pageLoadId, ts}`. A
 * `web-vitals` record carries `data.name` (LCP, INP, CLS, FCP, TTFB), `data.value` and
 * `data.url`; other records are accepted and not kept (the dashboard shows vitals only).
 */
export function parsePerformanceRecords(body: unknown): ParsedRecords {
  if (!Array.isArray(body)) return invalid('the body must be a JSON list of records')
  if (body.length === 0) return invalid(AnalyticsStrings.noPayload)
  if (body.length > maxRecords) return invalid(`at most ${maxRecords} records per call`)
  const problem = checkValue(body, 0)
  if (problem !== undefined) return invalid(problem)
  const fields: EventFields[] = []
  for (const record of body) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      return invalid('every record must be an object')
    }
    const entry = record as Record<string, unknown>
    const pageLoadId = textField(entry, 'pageLoadId', 64)
    if (!pageLoadIdPattern.test(pageLoadId)) return invalid(AnalyticsStrings.unresolvedPageLoadId)
    const data = entry.data
    if (data === null || typeof data !== 'object' || Array.isArray(data)) continue
    const values = data as Record<string, unknown>
    const name = textField(values, 'name', 10).toUpperCase()
    if (textField(entry, 'event', 40) !== 'web-vitals') continue
    if (!(vitalNames as readonly string[]).includes(name)) continue
    const value = numberField(values, 'value', -1)
    if (value < 0 || value > 600_000) continue
    fields.push({
      kind: 'vital',
      name,
      value,
      url: textField(values, 'url', 2000),
      data: { pageLoadId },
    })
  }
  return { ok: true, fields }
}

function invalid(problem: string): ParsedRecords {
  return { ok: false, message: fillAnalyticsString(AnalyticsStrings.invalidHit, { problem }) }
}
