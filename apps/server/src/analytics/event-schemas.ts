import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import { parseJsonObject } from './safe-json.js'

type FieldType = 'string' | 'number' | 'boolean'
interface EventSchema {
  /** The stored event name (the dashboard's funnel and conversion read these). */
  eventName: string
  fields: Record<string, { type: FieldType; required?: boolean }>
}

const common = {
  session_id: { type: 'string' },
  page_path: { type: 'string' },
  page_referrer_url: { type: 'string' },
  event_occurrence_timestamp: { type: 'number' },
} as const

/** The named schemas clanker events are checked against. */
export const eventSchemas: Record<string, EventSchema> = {
  product_view: {
    eventName: 'product-view-client',
    fields: {
      ...common,
      product_id: { type: 'string', required: true },
      title: { type: 'string' },
    },
  },
  add_to_cart: {
    eventName: 'add-to-cart',
    fields: {
      ...common,
      product_id: { type: 'string', required: true },
      quantity: { type: 'number', required: true },
      value: { type: 'number' },
      currency: { type: 'string' },
    },
  },
  checkout_started: {
    eventName: 'checkout-started-client',
    fields: { ...common, cart_id: { type: 'string' } },
  },
  form_submission: {
    eventName: 'form-submit',
    fields: { ...common, form_id: { type: 'string', required: true } },
  },
  newsletter_signup: {
    eventName: 'newsletter-signup',
    fields: { ...common, form_id: { type: 'string' } },
  },
  button_click: { eventName: 'button-click', fields: { ...common, label: { type: 'string' } } },
}

export type ContentCheck =
  { ok: true; eventName: string; content: Record<string, unknown> } | { ok: false; message: string }

/** Checks `eventContent` (a JSON string) against the schema `schemaName`. */
export function validateEventContent(schemaName: string, eventContent: unknown): ContentCheck {
  const schema = Object.hasOwn(eventSchemas, schemaName) ? eventSchemas[schemaName] : undefined
  if (schema === undefined) {
    return {
      ok: false,
      message: fillAnalyticsString(AnalyticsStrings.unknownSchema, {
        name: schemaName.slice(0, 60),
      }),
    }
  }
  const fail = (problem: string): ContentCheck => ({
    ok: false,
    message: fillAnalyticsString(AnalyticsStrings.invalidEventContent, {
      name: schemaName,
      problem,
    }),
  })
  if (typeof eventContent !== 'string' || eventContent === '')
    return fail(AnalyticsStrings.noPayload)
  const parsed = parseJsonObject(eventContent, 8_000)
  if (!parsed.ok) return fail(parsed.problem)
  for (const [field, rule] of Object.entries(schema.fields)) {
    const value = parsed.value[field]
    if (value === undefined || value === null) {
      if (rule.required === true) return fail(`${field} is required`)
      continue
    }
    if (typeof value !== rule.type) return fail(`${field} must be a ${rule.type}`)
  }
  for (const field of Object.keys(parsed.value)) {
    if (!(field in schema.fields)) return fail(`${field} is not a field of this schema`)
  }
  return { ok: true, eventName: schema.eventName, content: parsed.value }
}
