import { normaliseEmail } from '@atelier/schema'
import type { SiteBundle } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { saveCheckoutSettings } from './checkout-settings.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import { putSiteStyles } from './site-styles-repository.js'
import { writeMemberAreas } from './member-area-bundle.js'

/**
 * Writes the parts of a bundle that live beside the site's documents, inside the import's
 * transaction. Ids, consent states and times are kept as they are: the subscriber who confirmed
 * on the old server stays confirmed, and nobody is asked again.
 */
export async function writeBundleParts(
  trx: Kysely<Database>,
  storage: Storage,
  bundle: SiteBundle,
  now: Date,
): Promise<void> {
  const websiteId = bundle.website.id
  // The styles helper writes through the storage it is given; here that is the transaction.
  const inTransaction: Storage = { ...storage, db: trx }
  if (bundle.styles !== undefined) await putSiteStyles(inTransaction, websiteId, bundle.styles, now)

  for (const entry of bundle.taxonomyNames) {
    await trx.insertInto('taxonomyNames').values(entry).execute()
  }
  for (const category of bundle.storeCategories) {
    await trx.insertInto('storeCategories').values(category).execute()
  }

  if (bundle.checkout !== undefined) {
    await saveCheckoutSettings(trx, storage.dialect, websiteId, bundle.checkout.settings)
    await trx
      .updateTable('checkoutSettings')
      .set({ lastOrderNumber: bundle.checkout.lastOrderNumber })
      .where('websiteId', '=', websiteId)
      .execute()
  }

  for (const list of bundle.mailingLists) {
    await trx
      .insertInto('mailingLists')
      .values({
        websiteId,
        id: list.id,
        name: list.name,
        doubleOptIn: list.doubleOptIn ? 1 : 0,
        createdAt: list.createdAt,
      })
      .execute()
    for (const subscriber of list.subscribers) {
      await trx
        .insertInto('mailingListSubscribers')
        .values({ ...subscriber, websiteId, listId: list.id })
        .execute()
    }
  }

  // Hashes as they were: the visitors' passwords go on working on the new server.
  for (const user of bundle.siteUsers) {
    await withSiteUserTables(trx)
      .insertInto('siteUsers')
      .values({
        ...user,
        websiteId,
        email: normaliseEmail(user.email),
        emailVerifiedAt: user.emailVerifiedAt === undefined ? user.createdAt : user.emailVerifiedAt,
      })
      .execute()
  }
  await writeMemberAreas(trx, storage, bundle)
}
