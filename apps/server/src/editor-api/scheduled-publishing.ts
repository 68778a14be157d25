import type { Collection, Item } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'

export interface PublishDueResult {
  pages: number
  items: number
}

/**
 * The worker step for scheduling: pages and items in status `scheduled` whose publishOn has come
 * become `published`. Visitors already see them from that moment (the renderer's visibility rule);
 * this makes the editor's status say so too. Each row is updated only while still scheduled, so
 * two workers running at once do no harm.
 */
export async function publishDue(storage: Storage, now: Date): Promise<PublishDueResult> {
  const at = now.toISOString()
  const decode = storage.dialect.decodeJson
  const encode = storage.dialect.encodeJson
  const result: PublishDueResult = { pages: 0, items: 0 }

  // publishOn of a collection lives in its document; scheduled pages are few, so they are read all.
  const pages = await storage.db
    .selectFrom('collections')
    .select(['id', 'settings'])
    .where('status', '=', 'scheduled')
    .execute()
  for (const row of pages) {
    const settings = decode<Collection>(row.settings)
    if (settings.publishOn === undefined || Date.parse(settings.publishOn) > now.getTime()) continue
    const updated = await storage.db
      .updateTable('collections')
      .set({
        status: 'published',
        settings: encode({ ...settings, status: 'published' }),
        updatedAt: at,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst()
    result.pages += Number(updated.numUpdatedRows)
  }

  const items = await storage.db
    .selectFrom('items')
    .select(['id', 'document', 'publishOn'])
    .where('status', '=', 'scheduled')
    .execute()
  for (const row of items) {
    // Compared as instants: stored times may carry an offset, so text order is not time order.
    if (row.publishOn === null || Date.parse(row.publishOn) > now.getTime()) continue
    const item = decode<Item>(row.document)
    const updated = await storage.db
      .updateTable('items')
      // A new version: an editor tab still holding the scheduled post must reload before saving.
      .set((eb) => ({
        status: 'published',
        document: encode({ ...item, status: 'published' }),
        version: eb('version', '+', 1),
        updatedAt: at,
      }))
      .where('id', '=', row.id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst()
    result.items += Number(updated.numUpdatedRows)
  }
  return result
}
