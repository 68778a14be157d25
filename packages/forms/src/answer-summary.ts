import type { FormField } from '@atelier/schema'
import { asAnswers, asParts, asText, type FieldValue } from './field-value.js'
import { FormStrings } from './form-strings.js'
import { likertLabel } from './likert-scale.js'
import { normalizePhoneParts } from './phone-parts.js'

const filled = (parts: readonly string[]) =>
  parts.map((part) => part.trim()).filter((part) => part !== '')

function summarizeAddress(parts: readonly string[]): string {
  const [line1 = '', line2 = '', city = '', state = '', zip = '', country = ''] = parts
  const region = filled([state, zip]).join(' ')
  return filled([line1, line2, city, region, country]).join(', ')
}

function summarizeDate(parts: readonly string[]): string {
  return filled(parts).length === 0 ? '' : parts.map((part) => part.trim()).join('/')
}

function summarizeTime(parts: readonly string[]): string {
  const [hour = '', minute = '', second = '', ampm = ''] = parts.map((part) => part.trim())
  if (hour === '' && minute === '') return ''
  const clock = filled([
    hour,
    minute.padStart(2, '0'),
    second === '' ? '' : second.padStart(2, '0'),
  ])
  return filled([clock.join(':'), ampm]).join(' ')
}

function summarizePhone(parts: readonly string[]): string {
  const [country, area, prefix, line] = normalizePhoneParts(parts).map((part) => part.trim())
  const number = filled([area, prefix, line]).join('-')
  return country === '' ? number : filled([`+${country}`, number]).join(' ')
}

function summarizeLikert(field: FormField, answers: Readonly<Record<string, string>>): string {
  const statements = 'options' in field ? field.options : Object.keys(answers)
  return statements
    .map((statement) => {
      const label = likertLabel(answers[statement] ?? '')
      return label === undefined ? '' : `${statement}: ${label}`
    })
    .filter((line) => line !== '')
    .join('\n')
}

/**
 * How an answer reads in a submission summary (notification mail, owner's submissions list).
 * Unanswered fields read 'N/A'.
 */
export function summarizeAnswer(field: FormField, value: FieldValue | undefined): string {
  let summary: string
  switch (field.type) {
    case 'address':
      summary = summarizeAddress(asParts(value))
      break
    case 'checkbox':
      summary = filled(asParts(value)).join(', ')
      break
    case 'date':
      summary = summarizeDate(asParts(value))
      break
    case 'likert':
      summary = summarizeLikert(field, asAnswers(value))
      break
    case 'name':
      summary = filled(asParts(value)).join(' ')
      break
    case 'phone':
      summary = summarizePhone(asParts(value))
      break
    case 'time':
      summary = summarizeTime(asParts(value))
      break
    default:
      summary = Array.isArray(value) ? filled(value).join(', ') : asText(value).trim()
  }
  return summary === '' ? FormStrings.noAnswer : summary
}
