import { FORM_VERSION, formSchema } from '@atelier/schema'
import type { Form } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'

const formIdTaken = 'This form id is already in use. Choose another.'

export type SaveFormDocumentOutcome = { ok: true; form: Form } | Failure<'invalid'>

/**
 * Creates or replaces one of the site's forms (fields, captcha, redirect, messages) from the
 * owner's document, checked with the schema's form validator; `id` comes from the URL.
 */
export async function saveFormDocument(
  storage: Storage,
  input: { websiteId: string; formId: string; document: Record<string, unknown> },
): Promise<SaveFormDocumentOutcome> {
  const parsed = formSchema.safeParse({
    ...input.document,
    schemaVersion: FORM_VERSION,
    id: input.formId,
  })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      errors[issue.path.join('.') || 'form'] ??= issue.message
    }
    return failure('invalid', 'The form is not valid.', { fields: errors })
  }
  const form = parsed.data
  const document = storage.dialect.encodeJson(form)
  // Form ids are unique across the installation: another site's form is never replaced.
  const existing = await storage.db
    .selectFrom('forms')
    .select('websiteId')
    .where('id', '=', form.id)
    .executeTakeFirst()
  if (existing !== undefined && existing.websiteId !== input.websiteId) {
    return failure('invalid', formIdTaken, { fields: { id: formIdTaken } })
  }
  if (existing === undefined) {
    await storage.db
      .insertInto('forms')
      .values({ id: form.id, websiteId: input.websiteId, name: form.name, document })
      .execute()
  } else {
    await storage.db
      .updateTable('forms')
      .set({ name: form.name, document })
      .where('id', '=', form.id)
      .where('websiteId', '=', input.websiteId)
      .execute()
  }
  return { ok: true, form }
}
