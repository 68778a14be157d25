import type { FieldValue, FormValues } from './field-value.js'
import { FormStrings } from './form-strings.js'

export type ParsedFormValues = { ok: true; values: FormValues } | { ok: false; message: string }

function isFieldValue(value: unknown): value is FieldValue {
  if (typeof value === 'string') return true
  if (Array.isArray(value)) return value.every((part) => typeof part === 'string')
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((answer) => typeof answer === 'string')
  )
}

/**
 * Reads answers sent as a JSON string (the cart's `additionalFields`, the saved `form`): an object of
 * field id to value. Anything else is 'Could not parse the form fields, please check your entries.'
 */
export function parseFormValues(json: string): ParsedFormValues {
  const failure = { ok: false, message: FormStrings.cannotParseFields } as const
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return failure
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return failure
  const values: Record<string, FieldValue> = {}
  for (const [fieldId, value] of Object.entries(parsed)) {
    if (!isFieldValue(value)) return failure
    values[fieldId] = value
  }
  return { ok: true, values }
}
