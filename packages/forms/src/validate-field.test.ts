import { formFieldSchema, type FormFieldInput } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { validateField } from './validate-field.js'

// Omit that keeps each field type's own properties.
type FieldSpec = FormFieldInput extends infer T
  ? T extends unknown
    ? Omit<T, 'id'>
    : never
  : never
const field = (input: FieldSpec) => formFieldSchema.parse({ id: 'f', ...input })
const required = (type: string, extra: object = {}) =>
  field({ type, required: true, ...extra } as FieldSpec)
const EMAIL_MESSAGE =
  'Email is not valid. Email addresses should follow the format name@example.com.'

describe('required fields', () => {
  it('requires a single value', () => {
    expect(validateField(required('text'), undefined)).toBe('Required')
    expect(validateField(required('text'), '')).toBe('Required')
    expect(validateField(required('text'), '   ')).toBe('Required')
    expect(validateField(required('text'), 'Ada')).toBeUndefined()
    expect(validateField(required('number'), '0')).toBeUndefined()
  })

  it('requires at least one part of a multi-part answer', () => {
    for (const type of ['name', 'address', 'date', 'time', 'phone']) {
      expect(validateField(required(type), ['', '', ''])).toBe('Required')
      expect(validateField(required(type), [])).toBe('Required')
      expect(validateField(required(type), ['', 'x', ''])).toBeUndefined()
    }
  })

  it('requires a choice for radio and select', () => {
    for (const type of ['radio', 'select']) {
      expect(validateField(required(type, { options: ['A', 'B'] }), '')).toBe('Required')
      expect(validateField(required(type, { options: ['A', 'B'] }), 'B')).toBeUndefined()
    }
  })

  it('requires a checked box for checkboxes', () => {
    const boxes = required('checkbox', { options: ['A', 'B'] })
    expect(validateField(boxes, [])).toBe('Required')
    expect(validateField(boxes, undefined)).toBe('Required')
    expect(validateField(boxes, ['A'])).toBeUndefined()
  })

  it('never requires a likert answer and never validates a section', () => {
    expect(validateField(required('likert', { options: ['Tasty'] }), {})).toBeUndefined()
    expect(validateField(required('section'), undefined)).toBeUndefined()
  })

  it('requires an hour or a minute for a time, whatever the AM/PM select holds', () => {
    const time = required('time')
    expect(validateField(time, ['', '', '', 'AM'])).toBe('Required')
    expect(validateField(time, ['', '', '', 'PM'])).toBe('Required')
    expect(validateField(time, ['', '', '30', 'PM'])).toBe('Required')
    expect(validateField(time, ['9', '30', '', 'AM'])).toBeUndefined()
    expect(validateField(field({ type: 'time' }), ['', '', '', 'AM'])).toBeUndefined()
  })

  it('lets optional empty fields pass', () => {
    expect(validateField(field({ type: 'text' }), '')).toBeUndefined()
    expect(validateField(field({ type: 'name' }), ['', ''])).toBeUndefined()
  })
})

describe('textarea length', () => {
  const textarea = field({ type: 'textarea', maxLength: 5 })

  it('accepts up to the limit and refuses past it', () => {
    expect(validateField(textarea, '12345')).toBeUndefined()
    expect(validateField(textarea, '123456')).toBe('You have exceeded the character limit.')
  })

  it('lets an optional empty textarea pass and has no limit without maxLength', () => {
    expect(validateField(textarea, '')).toBeUndefined()
    expect(validateField(field({ type: 'textarea' }), 'x'.repeat(10000))).toBeUndefined()
  })

  it('still says Required for a required empty textarea', () => {
    expect(validateField(required('textarea', { maxLength: 5 }), '')).toBe('Required')
  })
})

describe('email fields', () => {
  const email = field({ type: 'email' })

  it('accepts an address', () => {
    expect(validateField(email, 'ada@example.com')).toBeUndefined()
    expect(validateField(email, ' ada@example.co.uk ')).toBeUndefined()
  })

  it('explains the expected format', () => {
    for (const value of ['ada', 'ada@example', '@example.com', 'a da@example.com', 'a<b@c.d']) {
      expect(validateField(email, value)).toBe(EMAIL_MESSAGE)
    }
  })

  it('lets an optional empty email pass, and requires a required one', () => {
    expect(validateField(email, '')).toBeUndefined()
    expect(validateField(required('email'), '')).toBe('Required')
  })
})
