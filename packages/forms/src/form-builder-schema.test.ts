import { FORM_FIELD_TYPES } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { formBuilderSchema } from './form-builder-schema.js'

const propertiesOf = (type: string, textareaMaxLength = false) =>
  formBuilderSchema({ textareaMaxLength }).fieldTypes.find((entry) => entry.type === type)
    ?.properties

describe('form builder schema', () => {
  it('numbers the fieldsets build 1, storage 2, advanced 3, captcha 4, disclaimer 5', () => {
    expect(
      formBuilderSchema({ textareaMaxLength: false }).fieldsets.map(({ id, name }) => [id, name]),
    ).toEqual([
      [1, 'build'],
      [2, 'storage'],
      [3, 'advanced'],
      [4, 'captcha'],
      [5, 'disclaimer'],
    ])
  })

  it('offers every field type', () => {
    const types = formBuilderSchema({ textareaMaxLength: false }).fieldTypes.map(
      (entry) => entry.type,
    )
    expect([...types].sort()).toEqual([...FORM_FIELD_TYPES].sort())
  })

  it('lists the editable properties of SPEC §3', () => {
    for (const type of ['text', 'textarea', 'email', 'number']) {
      expect(propertiesOf(type)).toEqual(
        expect.arrayContaining(['description', 'placeholder', 'required']),
      )
    }
    expect(propertiesOf('currency')).toContain('currencySymbol')
    expect(propertiesOf('phone')).toContain('showCountryCode')
    for (const type of ['radio', 'checkbox', 'select', 'likert'])
      expect(propertiesOf(type)).toContain('options')
    expect(propertiesOf('section')).toContain('underline')
    expect(propertiesOf('hidden')).toEqual(['key', 'value'])
  })

  it('offers a textarea maxLength only behind the feature flag', () => {
    expect(propertiesOf('textarea', false)).not.toContain('maxLength')
    expect(propertiesOf('textarea', true)).toContain('maxLength')
    expect(propertiesOf('text', true)).not.toContain('maxLength')
  })
})
