import { formSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { validateForm } from './validate-form.js'

const form = formSchema.parse({
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'name', type: 'name', required: true },
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea', maxLength: 10 },
    { id: 'heading', type: 'section', required: true },
    { id: 'mood', type: 'likert', required: true, options: ['Happy'] },
  ],
})

describe('validateForm', () => {
  it('passes a complete form', () => {
    expect(
      validateForm(form, { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hi' }),
    ).toEqual({ ok: true })
  })

  it('maps each bad field id to its message', () => {
    expect(validateForm(form, { name: ['', ''], email: 'ada', message: 'far too long' })).toEqual({
      ok: false,
      errors: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        message: 'You have exceeded the character limit.',
      },
    })
  })

  it('treats missing answers as empty', () => {
    expect(validateForm(form, {})).toEqual({
      ok: false,
      errors: { name: 'Required', email: 'Required' },
    })
  })
})
