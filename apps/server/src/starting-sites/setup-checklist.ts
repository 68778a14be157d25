import type { SetupChecklist } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'
import { findWebsiteById } from '../sites/website-repository.js'
import { STARTING_SITES, startingIdPrefix } from './starting-sites.js'
import { startingSitesStrings as strings } from './starting-sites-strings.js'

/** The title a website gets before its owner names it (`prepare-installation.ts`). */
export const placeholderSiteTitle = 'My Site'

/**
 * The editor's setup checklist, read from the site's real state every time (never from clicks):
 * a title of the owner's own and a logo; a product the owner added (not a starting site's sample);
 * Stripe keys saved; a domain; a page published since the site started.
 */
export async function readSetupChecklist(
  storage: Storage,
  websiteId: string,
): Promise<SetupChecklist> {
  const site = await findWebsiteById(storage, websiteId)
  const sampleTitles = new Set([placeholderSiteTitle, ...STARTING_SITES.map((s) => s.title)])
  const [product, payments, domain, published] = await Promise.all([
    storage.db
      .selectFrom('items')
      .innerJoin('collections', 'collections.id', 'items.collectionId')
      .select('items.id')
      .where('items.websiteId', '=', websiteId)
      .where('collections.type', '=', 'store')
      .where('items.id', 'not like', `${startingIdPrefix}%`)
      .limit(1)
      .executeTakeFirst(),
    storage.db
      .selectFrom('paymentAccounts')
      .select('websiteId')
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    storage.db
      .selectFrom('domains')
      .select('host')
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    storage.db
      .selectFrom('collections')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('publishedVersion', '>', 1)
      .limit(1)
      .executeTakeFirst(),
  ])
  const titled =
    site !== undefined && !sampleTitles.has(site.title.trim()) && site.website.logo !== undefined
  return {
    items: [
      { id: 'title-logo', label: strings.checklist.title, done: titled, area: 'site' },
      {
        id: 'product',
        label: strings.checklist.product,
        done: product !== undefined,
        area: 'products',
      },
      {
        id: 'payments',
        label: strings.checklist.payments,
        done: payments !== undefined,
        area: 'store-settings',
      },
      { id: 'domain', label: strings.checklist.domain, done: domain !== undefined, area: '' },
      {
        id: 'publish',
        label: strings.checklist.publish,
        done: published !== undefined,
        area: 'pages',
      },
    ],
  }
}
