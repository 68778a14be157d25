import { formSchema, parseWith } from '@atelier/schema'
import type { Form } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'

/** A form of this website, read through its schema (older stored shapes are migrated up). */
export async function loadForm(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  formId: string,
): Promise<Form | undefined> {
  const row = await db
    .selectFrom('forms')
    .select('document')
    .where('id', '=', formId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const parsed = parseWith(formSchema, dialect.decodeJson(row.document))
  return parsed.ok ? parsed.value : undefined
}
