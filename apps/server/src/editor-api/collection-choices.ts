import type { Storage } from '../storage/open-storage.js'

/** The collections a summary block can show. */
export const SUMMARY_KINDS = ['blog', 'store', 'events', 'gallery'] as const
export type SummaryKind = (typeof SUMMARY_KINDS)[number]

export interface CollectionChoice {
  id: string
  title: string
  kind: SummaryKind
}

export const collectionChoiceSchema = {
  type: 'object',
  required: ['id', 'title', 'kind'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    kind: { type: 'string', enum: SUMMARY_KINDS },
  },
} as const

/** The site's blogs, stores, event lists and galleries (one kind when given), by title. */
export async function listCollectionChoices(
  storage: Storage,
  websiteId: string,
  kind?: SummaryKind,
): Promise<CollectionChoice[]> {
  const rows = await storage.db
    .selectFrom('collections')
    .select(['id', 'title', 'type'])
    .where('websiteId', '=', websiteId)
    .where('type', 'in', kind === undefined ? [...SUMMARY_KINDS] : [kind])
    .orderBy('title')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ id: row.id, title: row.title, kind: row.type as SummaryKind }))
}
