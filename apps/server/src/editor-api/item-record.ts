import type { Item, ItemDetail, ItemSummary } from '@atelier/schema'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { ItemsTable } from '../storage/tables/site-tables.js'
import type { Storage } from '../storage/open-storage.js'

export interface ItemRecord {
  document: Item
  version: number
  updatedAt: string
}

export function toItemRecord(storage: Storage, row: Selectable<ItemsTable>): ItemRecord {
  return {
    document: storage.dialect.decodeJson<Item>(row.document),
    version: row.version,
    updatedAt: row.updatedAt,
  }
}

export function toItemSummary(record: ItemRecord): ItemSummary {
  const item = record.document
  return {
    id: item.id,
    collectionId: item.collectionId,
    title: item.title,
    urlId: item.urlId,
    status: item.status,
    ...(item.publishOn === undefined ? {} : { publishOn: item.publishOn }),
    excerpt: item.excerpt,
    tags: item.tags,
    categories: item.categories,
    version: record.version,
    updatedAt: record.updatedAt,
    ...(item.lesson === undefined ? {} : { lesson: item.lesson }),
  }
}

export function toItemDetail(record: ItemRecord): ItemDetail {
  return { ...toItemSummary(record), body: record.document.body ?? null }
}

export async function findItemRecord(
  db: Kysely<Database>,
  storage: Storage,
  websiteId: string,
  id: string,
): Promise<ItemRecord | undefined> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : toItemRecord(storage, row)
}

/**
 * Writes an item document and its mirrored columns when its version is still `baseVersion`;
 * false when someone else saved first.
 */
export async function writeItem(
  db: Kysely<Database>,
  storage: Storage,
  item: Item,
  baseVersion: number,
  now: Date,
): Promise<boolean> {
  const encode = storage.dialect.encodeJson
  const result = await db
    .updateTable('items')
    .set({
      urlId: item.urlId,
      title: item.title,
      status: item.status,
      publishOn: item.publishOn ?? null,
      tags: encode(item.tags),
      categories: encode(item.categories),
      document: encode(item),
      version: baseVersion + 1,
      updatedAt: now.toISOString(),
    })
    .where('websiteId', '=', item.websiteId)
    .where('id', '=', item.id)
    .where('version', '=', baseVersion)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export const itemSummarySchema = {
  type: 'object',
  required: [
    'id',
    'collectionId',
    'title',
    'urlId',
    'status',
    'excerpt',
    'tags',
    'categories',
    'version',
    'updatedAt',
  ],
  properties: {
    id: { type: 'string' },
    collectionId: { type: 'string' },
    title: { type: 'string' },
    urlId: { type: 'string' },
    status: { type: 'string' },
    publishOn: { type: 'string' },
    excerpt: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    categories: { type: 'array', items: { type: 'string' } },
    version: { type: 'integer' },
    updatedAt: { type: 'string' },
    lesson: {
      type: 'object',
      required: ['kind', 'durationMinutes'],
      properties: {
        kind: { type: 'string' },
        durationMinutes: { type: 'integer' },
        video: {
          type: 'object',
          required: ['url', 'caption'],
          properties: { url: { type: 'string' }, caption: { type: 'string' } },
        },
      },
    },
  },
} as const

export const itemDetailSchema = {
  ...itemSummarySchema,
  properties: {
    ...itemSummarySchema.properties,
    body: { type: ['object', 'null'], additionalProperties: true },
  },
} as const
