import type { FormField } from '@atelier/schema'

const multiPart: { type: 'name' | 'phone' | 'address' | 'date' | 'time'; suffixes: string[] }[] = [
  { type: 'name', suffixes: ['fname', 'lname'] },
  { type: 'phone', suffixes: ['country', 'areacode', 'prefix', 'line'] },
  { type: 'address', suffixes: ['address1', 'address2', 'city', 'state', 'zip', 'country'] },
  { type: 'date', suffixes: ['month', 'day', 'year'] },
  { type: 'time', suffixes: ['hour', 'minute', 'ampm'] },
]

export interface DomField {
  field: FormField
  /** The element the field's error message goes above. */
  container: HTMLElement
  /** Input names holding the parts, in the order `@atelier/forms` reads them. */
  partNames: string[]
}

const base = { label: '', description: '', placeholder: '' }

function isRequired(container: HTMLElement): boolean {
  return container.querySelector('[required], .form-field__required') !== null
}

/**
 * The form's fields as the theme rendered them (`form-field.block`): enough of each field (type,
 * required, character limit, parts) for `@atelier/forms` to check answers as the server will.
 */
export function readFormFields(form: HTMLFormElement): DomField[] {
  const fields: DomField[] = []
  for (const container of form.querySelectorAll<HTMLElement>('.form-field')) {
    const named = [...container.querySelectorAll<HTMLInputElement>('[name]')]
    const first = named[0]
    if (first === undefined) continue
    const required = isRequired(container)
    if (container.classList.contains('form-field--likert')) {
      const id = first.name.replace(/-\d+$/, '')
      const statements = [...container.querySelectorAll('tbody th')].map(
        (th) => th.textContent ?? '',
      )
      fields.push({
        field: {
          ...base,
          id,
          type: 'likert',
          required: false,
          options: statements.length > 0 ? statements : ['-'],
        },
        container,
        partNames: [...new Set(named.map((input) => input.name))],
      })
      continue
    }
    if (container.classList.contains('form-field--choices')) {
      const type = first.type === 'checkbox' ? 'checkbox' : 'radio'
      fields.push({
        field: {
          ...base,
          id: first.name,
          type,
          required,
          options: named.map((input) => input.value),
        },
        container,
        partNames: [first.name],
      })
      continue
    }
    const group = multiPart.find((candidate) =>
      candidate.suffixes.some((suffix) => first.name.endsWith(`-${suffix}`)),
    )
    if (group !== undefined && container.classList.contains('form-field--group')) {
      const suffix = group.suffixes.find((candidate) => first.name.endsWith(`-${candidate}`)) ?? ''
      const id = first.name.slice(0, -suffix.length - 1)
      const names = new Set(named.map((input) => input.name))
      const partNames = group.suffixes
        .map((part) => `${id}-${part}`)
        .filter((name) => names.has(name))
      const field: FormField =
        group.type === 'phone'
          ? { ...base, id, type: 'phone', required, showCountryCode: names.has(`${id}-country`) }
          : { ...base, id, type: group.type, required }
      fields.push({ field, container, partNames })
      continue
    }
    if (first instanceof HTMLTextAreaElement) {
      const limit = Number(
        container.querySelector<HTMLElement>('[data-max-length]')?.dataset.maxLength ??
          first.maxLength,
      )
      const maxLength = Number.isInteger(limit) && limit > 0 ? limit : undefined
      fields.push({
        field: {
          ...base,
          id: first.name,
          type: 'textarea',
          required,
          ...(maxLength === undefined ? {} : { maxLength }),
        },
        container,
        partNames: [first.name],
      })
      continue
    }
    if (first instanceof HTMLSelectElement) {
      const options = [...first.options]
        .map((option) => option.value)
        .filter((value) => value !== '')
      fields.push({
        field: {
          ...base,
          id: first.name,
          type: 'select',
          required,
          options: options.length > 0 ? options : ['-'],
        },
        container,
        partNames: [first.name],
      })
      continue
    }
    const type = first.type === 'email' ? 'email' : first.type === 'number' ? 'number' : 'text'
    fields.push({
      field: { ...base, id: first.name, type, required },
      container,
      partNames: [first.name],
    })
  }
  return fields
}
