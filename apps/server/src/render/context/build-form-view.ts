import type { Form, FormField } from '@atelier/schema'
import { richTextHtml, richTextPlain } from '../../html/rich-text-html.js'

/** SPEC §3: Likert answers run from -2 (Strongly Disagree) to 2 (Strongly Agree). */
export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const

const kindOf: Record<FormField['type'], string> = {
  text: 'text',
  email: 'text',
  number: 'text',
  currency: 'text',
  textarea: 'textarea',
  phone: 'phone',
  name: 'name',
  address: 'address',
  date: 'date',
  time: 'time',
  checkbox: 'checkbox',
  radio: 'radio',
  select: 'select',
  likert: 'likert',
  hidden: 'hidden',
  section: 'section',
}

const inputTypes: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  currency: 'number',
}

const autocompletes: Partial<Record<FormField['type'], string>> = { email: 'email' }

export interface FormFieldView {
  id: string
  inputId: string
  title: string
  description: string
  placeholder: string
  required: boolean
  kind: Record<string, true>
  inputType?: string
  autocomplete?: string
  options?: string[]
  choices?: { name: string; value: string }[]
  statements?: {
    text: string
    name: string
    scale: { value: number; label: string; name: string }[]
  }[]
  scale?: { value: number; label: string }[]
  maxLength?: number
  /** Currency fields: the symbol the owner chose, shown before the amount. */
  currencySymbol?: string
  /** Sections: a rule under the heading. */
  underline?: boolean
  showCountryCode?: boolean
  value?: string
}

export interface FormView {
  id: string
  title: string
  fields: FormFieldView[]
  disclaimer: string
  submitLabel: string
  captchaEnabled: boolean
  successRedirect?: string
  /** What the runtime shows in place of the fields once a submission is saved (SPEC §4). */
  submission?: {
    /** The owner's message as text, for summaries and `?format=json` readers. */
    messageText: string
    /** The same message as markup built from the structured rich text; every text run is escaped. */
    messageHtml: string
    /** Owner-authored HTML, shown as written: the renderer only draws the published site. */
    html: string
  }
}

function fieldView(form: Form, field: FormField): FormFieldView {
  const inputId = `${form.id}-${field.id}`
  const view: FormFieldView = {
    id: field.id,
    inputId,
    title: field.label,
    description: field.description,
    placeholder: field.placeholder,
    required: field.required,
    kind: { [kindOf[field.type]]: true },
  }
  if (kindOf[field.type] === 'text') view.inputType = inputTypes[field.type] ?? 'text'
  if (autocompletes[field.type]) view.autocomplete = autocompletes[field.type]
  switch (field.type) {
    case 'textarea':
      if (field.maxLength !== undefined) view.maxLength = field.maxLength
      break
    case 'phone':
      view.showCountryCode = field.showCountryCode
      break
    case 'currency':
      if (field.currencySymbol !== '') view.currencySymbol = field.currencySymbol
      break
    case 'section':
      view.underline = field.underline
      break
    case 'select':
      view.options = field.options
      break
    case 'radio':
    case 'checkbox':
      view.choices = field.options.map((value) => ({ name: field.id, value }))
      break
    case 'likert':
      view.scale = [...LIKERT_SCALE]
      view.statements = field.options.map((text, index) => ({
        text,
        name: `${field.id}-${index}`,
        scale: LIKERT_SCALE.map((step) => ({ ...step, name: `${field.id}-${index}` })),
      }))
      break
    case 'hidden':
      view.id = field.key
      view.value = field.value
      break
  }
  return view
}

/** A form as its block shows it: labels, inputs and the submit button (behaviour comes from the runtime). */
export function buildFormView(form: Form): FormView {
  const view: FormView = {
    id: form.id,
    title: form.name,
    fields: form.fields.map((field) => fieldView(form, field)),
    disclaimer: richTextPlain(form.disclaimerMessage),
    submitLabel: 'Submit',
    captchaEnabled: form.captchaEnabled,
  }
  if (form.successRedirect) view.successRedirect = form.successRedirect
  const messageText = richTextPlain(form.submissionMessage)
  const html = form.submissionHTML.trim()
  // Without either the runtime falls back to its own thank-you line in `.site-form__message`.
  if (messageText !== '' || html !== '') {
    view.submission = { messageText, messageHtml: richTextHtml(form.submissionMessage), html }
  }
  return view
}
