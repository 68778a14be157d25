import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import type { EventFields } from './event-row.js'
import { checkValue, numberField, textField } from './safe-json.js'

/** SPEC §9: a page sends at most 10 queued reports at once; stacks are cut at 5000 characters. */
export const maxErrorsPerCall = 10
export const maxStackLength = 5_000

export type ParsedErrors = { ok: true; fields: EventFields[] } | { ok: false; message: string }

/**
 * `POST /api/events/RecordJavascriptErrors`: a JSON list of error events (SPEC §3: event name,
 * data with websiteId, templateId, url, userAgent, app, message, stack, file, line, column,
 * custom, and a timestamp), each stored as an `error` row named after its message.
 */
export function parseJavascriptErrors(body: unknown): ParsedErrors {
  if (!Array.isArray(body)) return invalid('the body must be a JSON list of error events')
  if (body.length === 0) return invalid(AnalyticsStrings.noPayload)
  if (body.length > maxErrorsPerCall) return invalid(`at most ${maxErrorsPerCall} errors per call`)
  const problem = checkValue(body, 0)
  if (problem !== undefined) return invalid(problem)
  const fields: EventFields[] = []
  for (const entry of body) {
    const data =
      entry !== null && typeof entry === 'object' && 'data' in entry && isRecord(entry.data)
        ? entry.data
        : undefined
    if (data === undefined) return invalid('every error event needs data')
    const message = textField(data, 'message', 300) || 'Unknown error'
    fields.push({
      kind: 'error',
      name: message,
      url: textField(data, 'url', 2000),
      data: {
        app: textField(data, 'app', 40),
        stack: textField(data, 'stack', maxStackLength),
        file: textField(data, 'file', 500),
        line: numberField(data, 'line'),
        column: numberField(data, 'column'),
      },
    })
  }
  return { ok: true, fields }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function invalid(problem: string): ParsedErrors {
  return { ok: false, message: fillAnalyticsString(AnalyticsStrings.invalidHit, { problem }) }
}
