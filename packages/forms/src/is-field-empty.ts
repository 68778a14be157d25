import type { FormField } from '@atelier/schema'
import { asAnswers, asParts, asText, type FieldValue } from './field-value.js'

const MULTI_PART_TYPES: ReadonlySet<FormField['type']> = new Set([
  'name',
  'address',
  'date',
  'phone',
])

/**
 * A time's AM/PM select always has a value (and seconds may be left out), so only the hour and
 * the minute tell whether the visitor answered.
 */
const TIME_ANSWER_PARTS = 2

/**
 * SPEC §5 emptiness: a single value that is blank, a multi-part answer with every part blank (a
 * time: hour and minute), a
 * radio or select with nothing chosen, a checkbox with nothing checked.
 */
export function isFieldEmpty(field: FormField, value: FieldValue | undefined): boolean {
  if (field.type === 'time') {
    return asParts(value)
      .slice(0, TIME_ANSWER_PARTS)
      .every((part) => part.trim() === '')
  }
  if (MULTI_PART_TYPES.has(field.type) || field.type === 'checkbox') {
    return asParts(value).every((part) => part.trim() === '')
  }
  if (field.type === 'likert') {
    return Object.values(asAnswers(value)).every((answer) => answer.trim() === '')
  }
  return asText(value).trim() === ''
}
