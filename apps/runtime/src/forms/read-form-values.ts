import type { FieldValue, FormValues } from '@atelier/forms'
import type { DomField } from './read-form-fields.js'

function inputsNamed(form: HTMLFormElement, name: string): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('[name]')].filter(
    (input) => input.name === name,
  )
}

function valueOf(form: HTMLFormElement, name: string): string {
  const inputs = inputsNamed(form, name)
  const checked = inputs.find((input) => (input.type === 'radio' ? input.checked : true))
  if (checked === undefined) return ''
  return checked.type === 'radio' && !checked.checked ? '' : checked.value
}

/** The visitor's answers by field id, shaped as `@atelier/forms` reads them. */
export function readFormValues(form: HTMLFormElement, fields: readonly DomField[]): FormValues {
  const values: Record<string, FieldValue> = {}
  for (const { field, partNames } of fields) {
    switch (field.type) {
      case 'checkbox':
        values[field.id] = inputsNamed(form, field.id)
          .filter((input) => input.checked)
          .map((input) => input.value)
        break
      case 'likert': {
        const answers: Record<string, string> = {}
        partNames.forEach((name, index) => {
          const answer = valueOf(form, name)
          if (answer !== '') answers[field.options[index] ?? name] = answer
        })
        values[field.id] = answers
        break
      }
      case 'time': {
        // The theme asks no seconds; @atelier/forms reads [hour, minute, second, ampm].
        const [hour = '', minute = '', ampm = ''] = partNames.map((name) => valueOf(form, name))
        values[field.id] = [hour, minute, '', ampm]
        break
      }
      case 'name':
      case 'phone':
      case 'address':
      case 'date':
        values[field.id] = partNames.map((name) => valueOf(form, name))
        break
      default:
        values[field.id] = valueOf(form, field.id)
    }
  }
  // Hidden fields travel under their key, as the server expects.
  for (const hidden of form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')) {
    if (hidden.name !== 'crumb' && !hidden.hasAttribute('data-crumb'))
      values[hidden.name] = hidden.value
  }
  return values
}
