import { formSchema } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'

/** A form as the form block's picker lists it. */
export interface FormChoice {
  id: string
  name: string
  fieldCount: number
}

export const formChoiceSchema = {
  type: 'object',
  required: ['id', 'name', 'fieldCount'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    fieldCount: { type: 'integer' },
  },
} as const

/**
 * The site's forms by name. A stored document that no longer parses is left out, as `findForm`
 * treats it as missing: a block pointing at it would render nothing.
 */
export async function listFormChoices(storage: Storage, websiteId: string): Promise<FormChoice[]> {
  const rows = await storage.db
    .selectFrom('forms')
    .select(['id', 'name', 'document'])
    .where('websiteId', '=', websiteId)
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.flatMap((row) => {
    const parsed = formSchema.safeParse(storage.dialect.decodeJson(row.document))
    if (!parsed.success) return []
    return [
      { id: row.id, name: parsed.data.name || row.name, fieldCount: parsed.data.fields.length },
    ]
  })
}
