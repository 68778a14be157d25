import { NAVIGATION_SECTIONS, NAVIGATION_VERSION } from '@atelier/schema'
import type { Navigation, NavigationLink, NavigationSection } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'

export function isNavigationSection(value: string): value is NavigationSection {
  return (NAVIGATION_SECTIONS as readonly string[]).includes(value)
}

/**
 * The navigation document, one stored row per section. Pass `db` to read inside a transaction (on
 * SQLite a read through the storage's own handle would wait for that transaction to end).
 */
export async function getNavigation(
  storage: Storage,
  websiteId: string,
  db: Kysely<Database> = storage.db,
): Promise<Navigation> {
  const rows = await db
    .selectFrom('navigation')
    .select(['section', 'links'])
    .where('websiteId', '=', websiteId)
    .execute()
  const navigation: Navigation = {
    schemaVersion: NAVIGATION_VERSION,
    main: [],
    secondary: [],
    hidden: [],
    member: [],
  }
  for (const row of rows) {
    if (isNavigationSection(row.section)) {
      navigation[row.section] = storage.dialect.decodeJson<NavigationLink[]>(row.links)
    }
  }
  return navigation
}

/**
 * Replaces one section, and keeps the collections' own section and order columns in step with it
 * (they serve queries such as "pages in the main navigation").
 */
export async function setNavigationSection(
  storage: Storage,
  websiteId: string,
  section: NavigationSection,
  links: NavigationLink[],
  /** The caller's open write transaction; without one, the write opens its own. */
  trx?: Kysely<Database>,
): Promise<void> {
  const write = async (trx: Kysely<Database>) => {
    const encoded = storage.dialect.encodeJson(links)
    await trx
      .insertInto('navigation')
      .values({ websiteId, section, links: encoded })
      .onConflict((oc) => oc.columns(['websiteId', 'section']).doUpdateSet({ links: encoded }))
      .execute()
    await trx
      .updateTable('collections')
      .set({ navigationSection: null, navigationOrder: 0 })
      .where('websiteId', '=', websiteId)
      .where('navigationSection', '=', section)
      .execute()
    let order = 0
    for (const link of links) {
      if (link.kind === 'external' || link.collectionId === undefined) continue
      await trx
        .updateTable('collections')
        .set({ navigationSection: section, navigationOrder: order++ })
        .where('websiteId', '=', websiteId)
        .where('id', '=', link.collectionId)
        .execute()
    }
  }
  if (trx !== undefined) await write(trx)
  else await writeTransaction(storage, write)
}
