import { z } from 'zod'
import { emailAddressSchema, idSchema, linkSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { formFieldSchema } from './form-field.js'
import { richTextSchema } from './rich-text.js'

export const FORM_VERSION = 1

export const formMigrations: Migrations = {
  name: 'Form',
  currentVersion: FORM_VERSION,
  up: [stampVersionOne],
}

/** SPEC §3: stored form fields may arrive as JSON strings; they are read like objects. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

const formShape = z
  .object({
    schemaVersion: z.literal(FORM_VERSION),
    id: idSchema,
    name: z.string().min(1, { error: 'A form needs a name.' }),
    fields: z.array(z.preprocess(parseJsonText, formFieldSchema)).default([]),
    submissionMessage: richTextSchema.default([]),
    /** Owner HTML shown after a successful submission, on the published site only. */
    submissionHTML: z.string().default(''),
    successRedirect: linkSchema.optional(),
    disclaimerMessage: richTextSchema.default([]),
    captchaEnabled: z.boolean().default(false),
    captchaTheme: z.enum(['light', 'dark']).default('light'),
    captchaAlignment: z.enum(['left', 'center', 'right']).default('left'),
    notificationEmail: emailAddressSchema.optional(),
  })
  .check((ctx) => {
    const seen = new Set<string>()
    ctx.value.fields.forEach((field, index) => {
      if (seen.has(field.id)) {
        ctx.issues.push({
          code: 'custom',
          message: `Field id ${field.id} is used twice.`,
          path: ['fields', index, 'id'],
          input: field.id,
        })
      }
      seen.add(field.id)
    })
  })

/** SPEC §3 Form: an owner-built form, its fields and what happens after submission. */
export const formSchema = versioned(formMigrations, formShape)

export type Form = z.output<typeof formSchema>
export type FormInput = z.input<typeof formShape>
