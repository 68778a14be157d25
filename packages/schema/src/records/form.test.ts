import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { formSchema } from './form.js'
import { FORM_FIELD_TYPES, formFieldSchema } from './form-field.js'

describe('form field', () => {
  it('fills common defaults', () => {
    expect(parseWith(formFieldSchema, { id: 'f', type: 'text' })).toEqual({
      ok: true,
      value: {
        id: 'f',
        type: 'text',
        label: '',
        description: '',
        placeholder: '',
        required: false,
      },
    })
  })

  it('knows the sixteen field types and their own properties', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(16)
    expect(parseWith(formFieldSchema, { id: 'a', type: 'textarea', maxLength: 200 }).ok).toBe(true)
    expect(parseWith(formFieldSchema, { id: 'c', type: 'currency' })).toMatchObject({
      value: { currencySymbol: '$' },
    })
    expect(parseWith(formFieldSchema, { id: 'p', type: 'phone' })).toMatchObject({
      value: { showCountryCode: false },
    })
    expect(parseWith(formFieldSchema, { id: 'h', type: 'hidden', key: 'source' })).toMatchObject({
      value: { value: '' },
    })
    expect(parseWith(formFieldSchema, { id: 's', type: 'section' })).toMatchObject({
      value: { underline: false },
    })
  })

  it('needs options for choice fields', () => {
    for (const type of ['checkbox', 'radio', 'select', 'likert']) {
      expect(parseWith(formFieldSchema, { id: 'x', type, options: [] })).toEqual({
        ok: false,
        issues: [{ path: 'options', message: 'Add at least one option.' }],
      })
    }
  })

  it('refuses unknown types and a zero max length', () => {
    expect(parseWith(formFieldSchema, { id: 'x', type: 'signature' }).ok).toBe(false)
    expect(parseWith(formFieldSchema, { id: 'x', type: 'textarea', maxLength: 0 }).ok).toBe(false)
  })
})

describe('form', () => {
  it('reads a contact form with defaults', () => {
    const result = parseWith(formSchema, {
      id: 'contact',
      name: 'Contact',
      fields: [
        { id: 'name', type: 'name', label: 'Name', required: true },
        { id: 'email', type: 'email', label: 'Email', required: true },
      ],
      notificationEmail: 'owner@example.com',
    })
    expect(result).toMatchObject({
      ok: true,
      value: {
        schemaVersion: 1,
        submissionMessage: [],
        submissionHTML: '',
        captchaEnabled: false,
        disclaimerMessage: [],
      },
    })
  })

  it('refuses repeated field ids, a missing name and a bad notification email', () => {
    const field = { id: 'x', type: 'text' }
    expect(parseWith(formSchema, { id: 'f', name: 'F', fields: [field, field] })).toEqual({
      ok: false,
      issues: [{ path: 'fields.1.id', message: 'Field id x is used twice.' }],
    })
    expect(parseWith(formSchema, { id: 'f', name: '' })).toEqual({
      ok: false,
      issues: [{ path: 'name', message: 'A form needs a name.' }],
    })
    expect(parseWith(formSchema, { id: 'f', name: 'F', notificationEmail: 'owner' })).toEqual({
      ok: false,
      issues: [{ path: 'notificationEmail', message: 'Please enter a valid email' }],
    })
  })

  it('reads fields stored as JSON strings', () => {
    const result = parseWith(formSchema, {
      id: 'f',
      name: 'F',
      fields: [JSON.stringify({ id: 'x', type: 'email', required: true })],
    })
    expect(result).toMatchObject({
      ok: true,
      value: { fields: [{ id: 'x', type: 'email', required: true }] },
    })
    expect(parseWith(formSchema, { id: 'f', name: 'F', fields: ['{not json'] }).ok).toBe(false)
  })
})
