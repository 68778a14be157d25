import { createHash } from 'node:crypto'
import type { FileStore } from '../../files/file-store.js'
import { fileUrl } from '../../files/file-record.js'
import { exportSite } from '../../sites/export-site.js'
import { getSiteStyles } from '../../sites/site-styles-repository.js'
import { siteStylesCss } from '../../sites/site-styles.js'
import type { Storage } from '../../storage/open-storage.js'
import type { SiteSnapshot, SnapshotFile } from './site-snapshot.js'

/**
 * A fingerprint of everything a visitor can see of a site: it changes when content, navigation,
 * stock, files or the site styles change, so caches keyed by it never serve a stale page.
 */
export async function readSiteVersion(storage: Storage, websiteId: string): Promise<string> {
  const db = storage.db
  const [
    website,
    collections,
    items,
    variants,
    headerFooter,
    navigation,
    forms,
    files,
    styles,
    payments,
  ] = await Promise.all([
    db.selectFrom('websites').select('updatedAt').where('id', '=', websiteId).executeTakeFirst(),
    db
      .selectFrom('collections')
      .select((eb) => [
        eb.fn.max('updatedAt').as('at'),
        eb.fn.countAll().as('n'),
        eb.fn.count('passwordHash').as('locked'),
      ])
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    db
      .selectFrom('items')
      // The largest position too: a course's reorder raises it (editor-api/lessons-service.ts).
      .select((eb) => [
        eb.fn.max('updatedAt').as('at'),
        eb.fn.countAll().as('n'),
        eb.fn.max('position').as('last'),
      ])
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    db
      .selectFrom('productVariants')
      .select((eb) => [
        eb.fn.sum('qtyInStock').as('stock'),
        eb.fn.sum('priceCents').as('prices'),
        eb.fn.sum('salePriceCents').as('sales'),
        eb.fn.sum('onSale').as('onSale'),
        eb.fn.countAll().as('n'),
      ])
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    db
      .selectFrom('siteHeaderFooter')
      .select('updatedAt')
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    db
      .selectFrom('navigation')
      .select(['section', 'links'])
      .where('websiteId', '=', websiteId)
      .orderBy('section')
      .execute(),
    db
      .selectFrom('forms')
      .select(['id', 'document'])
      .where('websiteId', '=', websiteId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('files')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('createdAt').as('at')])
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    db
      .selectFrom('siteStyles')
      .select('updatedAt')
      .where('websiteId', '=', websiteId)
      .executeTakeFirst(),
    // Stripe connected or not, Afterpay on or off: the installment pill follows them.
    db
      .selectFrom('paymentAccounts')
      .select(['provider', 'afterpayClearpay', 'updatedAt'])
      .where('websiteId', '=', websiteId)
      .orderBy('provider')
      .execute(),
  ])
  const hash = createHash('sha1')
  hash.update(
    JSON.stringify([website, collections, items, variants, headerFooter, files, styles, payments]),
  )
  // Navigation and forms have no timestamp; they are small, so their content is the fingerprint.
  for (const row of navigation)
    hash.update(`${row.section}:${storage.dialect.encodeJson(row.links)}`)
  for (const row of forms) hash.update(`${row.id}:${storage.dialect.encodeJson(row.document)}`)
  return hash.digest('hex').slice(0, 16)
}

/** Reads one site into memory for rendering; password hashes are kept apart from the content. */
export async function loadSiteSnapshot(
  deps: { storage: Storage; fileStore: FileStore },
  websiteId: string,
  version: string,
): Promise<SiteSnapshot> {
  const bundle = await exportSite(deps, websiteId, { includeFileData: false })
  const rows = await deps.storage.db
    .selectFrom('files')
    .select(['id', 'path', 'width', 'height', 'derivedWidths', 'document'])
    .where('websiteId', '=', websiteId)
    .execute()
  const files = new Map<string, SnapshotFile>()
  for (const row of rows) {
    const document = deps.storage.dialect.decodeJson<{ alt?: string } | null>(row.document)
    files.set(row.id, {
      id: row.id,
      url: fileUrl(row.path),
      width: row.width ?? 0,
      height: row.height ?? 0,
      derivedWidths: deps.storage.dialect.decodeJson<number[] | null>(row.derivedWidths) ?? [],
      alt: document?.alt ?? '',
    })
  }
  // The password column is the truth for locks; the copy inside the stored document is dropped.
  const locked = await deps.storage.db
    .selectFrom('collections')
    .select(['id', 'passwordHash'])
    .where('websiteId', '=', websiteId)
    .where('passwordHash', 'is not', null)
    .execute()
  const lockedCollectionIds = new Set(locked.map((row) => row.id))
  const passwordHashes = new Map(locked.map((row) => [row.id, row.passwordHash as string]))
  // When each page and item last changed: the sitemap's <lastmod>.
  const [collectionTimes, itemTimes] = await Promise.all([
    deps.storage.db
      .selectFrom('collections')
      .select(['id', 'updatedAt'])
      .where('websiteId', '=', websiteId)
      .execute(),
    deps.storage.db
      .selectFrom('items')
      .select(['id', 'updatedAt'])
      .where('websiteId', '=', websiteId)
      .execute(),
  ])
  const updatedAt = new Map(
    [...collectionTimes, ...itemTimes].map((row) => [row.id, String(row.updatedAt)]),
  )
  const styles = siteStylesCss(await getSiteStyles(deps.storage, websiteId))
  const stripe = await deps.storage.db
    .selectFrom('paymentAccounts')
    .select('afterpayClearpay')
    .where('websiteId', '=', websiteId)
    .where('provider', '=', 'stripe')
    .executeTakeFirst()
  const collections = bundle.collections.map((collection) => {
    const { passwordHash: _secret, ...rest } = collection
    return rest
  })
  return {
    version,
    website: bundle.website,
    domains: bundle.domains,
    collections,
    items: bundle.items,
    navigation: bundle.navigation,
    headerFooter: bundle.headerFooter,
    forms: bundle.forms,
    files,
    lockedCollectionIds,
    passwordHashes,
    updatedAt,
    siteStylesCss: styles,
    payments: { stripe: stripe !== undefined, afterpayClearpay: stripe?.afterpayClearpay === 1 },
  }
}
