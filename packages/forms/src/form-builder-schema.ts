import type { FormFieldType } from '@atelier/schema'

/** SPEC §3 form builder fieldsets, by id. */
export const FormBuilderFieldset = {
  build: 1,
  storage: 2,
  advanced: 3,
  captcha: 4,
  disclaimer: 5,
} as const

export type FormBuilderFieldsetName = keyof typeof FormBuilderFieldset

export type FieldProperty =
  | 'label'
  | 'description'
  | 'placeholder'
  | 'required'
  | 'maxLength'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'options'
  | 'underline'
  | 'key'
  | 'value'

export interface FormBuilderSchema {
  fieldsets: { id: number; name: FormBuilderFieldsetName; properties: string[] }[]
  fieldTypes: { type: FormFieldType; properties: FieldProperty[] }[]
}

export interface FormBuilderFlags {
  /** SPEC §3: a textarea's maxLength is editable only when this feature flag is on. */
  textareaMaxLength: boolean
}

const ANSWERED: FieldProperty[] = ['label', 'description', 'placeholder', 'required']

/**
 * The answer of GET /api/template/GetTemplateSchema?type=form: each field type with the properties
 * the builder lets an owner edit, and the form-level properties of each fieldset (named as in the
 * `Form` document of @atelier/schema).
 */
export function formBuilderSchema(flags: FormBuilderFlags): FormBuilderSchema {
  const withAnswer = (...extra: FieldProperty[]): FieldProperty[] => [...ANSWERED, ...extra]
  return {
    fieldsets: [
      { id: FormBuilderFieldset.build, name: 'build', properties: ['name', 'fields'] },
      { id: FormBuilderFieldset.storage, name: 'storage', properties: ['notificationEmail'] },
      {
        id: FormBuilderFieldset.advanced,
        name: 'advanced',
        properties: ['submissionMessage', 'submissionHTML', 'successRedirect'],
      },
      {
        id: FormBuilderFieldset.captcha,
        name: 'captcha',
        properties: ['captchaEnabled', 'captchaTheme', 'captchaAlignment'],
      },
      { id: FormBuilderFieldset.disclaimer, name: 'disclaimer', properties: ['disclaimerMessage'] },
    ],
    fieldTypes: [
      { type: 'text', properties: withAnswer() },
      {
        type: 'textarea',
        properties: flags.textareaMaxLength ? withAnswer('maxLength') : withAnswer(),
      },
      { type: 'email', properties: withAnswer() },
      { type: 'number', properties: withAnswer() },
      { type: 'currency', properties: withAnswer('currencySymbol') },
      { type: 'phone', properties: withAnswer('showCountryCode') },
      { type: 'name', properties: withAnswer() },
      { type: 'address', properties: withAnswer() },
      { type: 'date', properties: withAnswer() },
      { type: 'time', properties: withAnswer() },
      { type: 'radio', properties: withAnswer('options') },
      { type: 'checkbox', properties: withAnswer('options') },
      { type: 'select', properties: withAnswer('options') },
      // Likert scales are never required, so the builder does not offer the switch.
      { type: 'likert', properties: ['label', 'description', 'options'] },
      { type: 'section', properties: ['label', 'description', 'underline'] },
      { type: 'hidden', properties: ['key', 'value'] },
    ],
  }
}
