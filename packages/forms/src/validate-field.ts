import { isValidEmail, type FormField } from '@atelier/schema'
import { asText, type FieldValue } from './field-value.js'
import { FormStrings, emailNotValidMessage } from './form-strings.js'
import { isFieldEmpty } from './is-field-empty.js'

/**
 * The message to show above one field, or undefined when the answer is acceptable. Shared by the
 * browser (before sending) and the server (POST /api/rest/forms/validate/{formId}).
 */
export function validateField(field: FormField, value: FieldValue | undefined): string | undefined {
  // Sections are headings, and likert scales are never required (SPEC §3, §5).
  if (field.type === 'section' || field.type === 'likert') return undefined
  if (isFieldEmpty(field, value)) return field.required ? FormStrings.required : undefined
  if (field.type === 'textarea' && field.maxLength !== undefined) {
    if (asText(value).length > field.maxLength) return FormStrings.characterLimitExceeded
  }
  if (field.type === 'email' && !isValidEmail(asText(value).trim())) {
    return emailNotValidMessage()
  }
  return undefined
}
