import type { AppServices } from '../app-services.js'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { indexSiteContent } from '../search/index-site-content.js'
import { createSiteUser } from '../auth/site-user-repository.js'
import { importSite } from '../sites/import-site.js'
import type { Storage } from '../storage/open-storage.js'
import { buildDemoSite } from './build-demo-site.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { DEMO_IMAGES } from './demo-files.js'
import { DEMO_MEMBER_AREA, NEWSLETTER_LIST_ID } from './demo-pages.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { renderDemoImage } from './demo-images.js'

/** The demo shop's customer account (README: demo site), so visitors can try signing in. */
export const DEMO_SITE_USER = { email: 'shopper@example.com', password: 'ceramics-demo' } as const

export interface SeedDemoOptions {
  /** Draw and store the demo pictures (default true); tests that do not look at images skip them. */
  images?: boolean
}

/**
 * Imports the demo site into an empty database (first start, unless SEED_DEMO=0), draws its
 * pictures with sharp and indexes it for search. Does nothing when a website already exists.
 */
export async function seedDemo(
  storage: Storage,
  services: Pick<AppServices, 'fileStore' | 'now' | 'searchIndex'>,
  options: SeedDemoOptions = {},
): Promise<{ websiteId: string } | undefined> {
  const existing = await storage.db.selectFrom('websites').select('id').limit(1).executeTakeFirst()
  if (existing !== undefined) return undefined
  const bundle = buildDemoSite(services.now())
  if (options.images ?? true) {
    const pictures = new Map<string, Buffer>()
    for (const spec of DEMO_IMAGES) pictures.set(spec.id, await renderDemoImage(spec))
    bundle.files = bundle.files.map((file) => {
      const data = pictures.get(file.id)
      return data === undefined
        ? file
        : { ...file, size: data.length, dataBase64: data.toString('base64') }
    })
  }
  const result = await importSite(
    { storage, fileStore: services.fileStore, now: services.now },
    bundle,
  )
  // The list the home page's newsletter block signs visitors up to: sign-ups take only lists that
  // exist (and the default list of the popup and restock opt-ins).
  await createStoredMailingLists(storage).saveList(
    result.websiteId,
    { id: NEWSLETTER_LIST_ID, name: 'The Studio Letter', doubleOptIn: false },
    services.now(),
  )
  // Shipping options, a sales tax and the WELCOME10 coupon, so the demo store can be checked out.
  await seedCheckoutSettings(storage, result.websiteId)
  await createSiteUser(storage, {
    websiteId: result.websiteId,
    ...DEMO_SITE_USER,
    now: services.now(),
  })
  // The Studio Club page's member area, so a newcomer meets the protected-content page and joins.
  const at = services.now().toISOString()
  await withMemberAreaTables(storage.db)
    .insertInto('memberAreas')
    .values({
      ...DEMO_MEMBER_AREA,
      websiteId: result.websiteId,
      currency: bundle.website.currency,
      itemId: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  await indexSiteContent(services.searchIndex, bundle)
  return result
}
