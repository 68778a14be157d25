import { z } from 'zod'
import { idSchema } from '../core/primitives.js'

/** SPEC §3 Form field types, as the form builder offers them. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'phone',
  'name',
  'address',
  'date',
  'time',
  'checkbox',
  'radio',
  'select',
  'likert',
  'hidden',
  'section',
] as const

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

const common = {
  id: idSchema,
  label: z.string().default(''),
  description: z.string().default(''),
  placeholder: z.string().default(''),
  required: z.boolean().default(false),
}

const options = z.array(z.string().min(1)).min(1, { error: 'Add at least one option.' })

const simple = <T extends FormFieldType>(type: T) => z.object({ ...common, type: z.literal(type) })

export const formFieldSchema = z.discriminatedUnion('type', [
  simple('text'),
  z.object({
    ...common,
    type: z.literal('textarea'),
    maxLength: z.number().int().min(1).optional(),
  }),
  simple('email'),
  simple('number'),
  z.object({ ...common, type: z.literal('currency'), currencySymbol: z.string().default('$') }),
  /** Three parts (area, prefix, line), or four with a leading country code. */
  z.object({ ...common, type: z.literal('phone'), showCountryCode: z.boolean().default(false) }),
  simple('name'),
  simple('address'),
  simple('date'),
  simple('time'),
  z.object({ ...common, type: z.literal('checkbox'), options }),
  z.object({ ...common, type: z.literal('radio'), options }),
  z.object({ ...common, type: z.literal('select'), options }),
  z.object({ ...common, type: z.literal('likert'), options }),
  z.object({
    ...common,
    type: z.literal('hidden'),
    key: z.string().min(1),
    value: z.string().default(''),
  }),
  z.object({ ...common, type: z.literal('section'), underline: z.boolean().default(false) }),
])

export type FormField = z.output<typeof formFieldSchema>
export type FormFieldInput = z.input<typeof formFieldSchema>
export type FormFieldOfType<T extends FormFieldType> = Extract<FormField, { type: T }>
