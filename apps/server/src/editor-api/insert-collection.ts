import type { Collection, Layout } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'

/**
 * Writes a validated new page or store after the site's last collection, outside any navigation
 * section (the caller places it). `content` is the page's layout, or null for other kinds.
 */
export async function insertCollection(
  db: Kysely<Database>,
  dialect: Dialect,
  settings: Omit<Collection, 'layout'>,
  content: Layout | null,
  now: Date,
): Promise<void> {
  const last = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('websiteId', '=', settings.websiteId)
    .executeTakeFirst()
  const at = now.toISOString()
  await db
    .insertInto('collections')
    .values({
      id: settings.id,
      websiteId: settings.websiteId,
      urlId: settings.urlId,
      type: settings.kind,
      title: settings.title,
      navigationSection: null,
      navigationOrder: 0,
      status: settings.status,
      passwordHash: null,
      settings: dialect.encodeJson(settings),
      content: dialect.encodeJson(content),
      position: Number(last?.position ?? -1) + 1,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
}
