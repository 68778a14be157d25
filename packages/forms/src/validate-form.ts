import type { Form } from '@atelier/schema'
import type { FormValues } from './field-value.js'
import { validateField } from './validate-field.js'

export type FormValidation = { ok: true } | { ok: false; errors: Record<string, string> }

/** Checks every field of a form; errors map field id to the message shown above that field. */
export function validateForm(form: Pick<Form, 'fields'>, values: FormValues): FormValidation {
  const errors: Record<string, string> = {}
  for (const field of form.fields) {
    const message = validateField(field, values[field.id])
    if (message !== undefined) errors[field.id] = message
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors }
}
