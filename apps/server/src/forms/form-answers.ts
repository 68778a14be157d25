import { summarizeAnswer } from '@atelier/forms'
import type { FieldValue, FormValues } from '@atelier/forms'
import type { Form } from '@atelier/schema'

/**
 * The answers worth keeping: one per field of the form, by field id. Anything else the browser sent
 * is dropped; a hidden field arrives under its `key` and is kept under its id.
 */
export function pickFormAnswers(form: Pick<Form, 'fields'>, values: FormValues): FormValues {
  const answers: Record<string, FieldValue> = {}
  for (const field of form.fields) {
    if (field.type === 'section') continue
    const value = values[field.id] ?? (field.type === 'hidden' ? values[field.key] : undefined)
    if (value !== undefined) answers[field.id] = value
  }
  return answers
}

export interface AnswerSummary {
  fieldId: string
  label: string
  answer: string
}

/** Each answered-or-not field as the owner reads it ('N/A' when empty), in the form's order. */
export function summarizeAnswers(form: Pick<Form, 'fields'>, answers: FormValues): AnswerSummary[] {
  return form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({
      fieldId: field.id,
      label: field.label === '' ? field.id : field.label,
      answer: summarizeAnswer(field, answers[field.id]),
    }))
}

/** The answer of the form's first email field, when it is a string (checked by the mail). */
export function submitterEmail(
  form: Pick<Form, 'fields'>,
  answers: FormValues,
): string | undefined {
  const field = form.fields.find((candidate) => candidate.type === 'email')
  const value = field === undefined ? undefined : answers[field.id]
  return typeof value === 'string' ? value : undefined
}
