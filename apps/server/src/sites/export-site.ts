import { BUNDLE_VERSION } from '@atelier/schema'
import type {
  BundleFile,
  Collection,
  Form,
  Item,
  SiteBundle,
  Variant,
  Website,
} from '@atelier/schema'
import { AtelierError } from '../errors/atelier-error.js'
import type { FileStore } from '../files/file-store.js'
import type { Storage } from '../storage/open-storage.js'
import { getHeaderFooter } from './header-footer-repository.js'
import { getNavigation } from './navigation-repository.js'
import { listSiteUserRows } from '../auth/site-user-repository.js'
import { readBundleParts } from './read-bundle-parts.js'
import { paywallItemsAsStoreItems, readMemberAreas } from './member-area-bundle.js'
import { SITE_HEADER_FOOTER_VERSION, siteHeaderFooterSchema } from '@atelier/schema'

export interface ExportOptions {
  /**
   * Embed each file's original bytes as base64 (default true). Off for an in-memory snapshot (the
   * renderer's), which also leaves out subscribers and does not fail on checkout settings that
   * would not import (it leaves them out instead).
   */
  includeFileData?: boolean
  /** Include mailing-list subscribers; by default, whenever file data is included. */
  includeSubscribers?: boolean
}

/** Everything of one website as one JSON document; `importSite` reads it back unchanged. */
export async function exportSite(
  deps: { storage: Storage; fileStore: FileStore },
  websiteId: string,
  options: ExportOptions = {},
): Promise<SiteBundle> {
  const { storage } = deps
  const decode = storage.dialect.decodeJson
  const db = storage.db
  const website = await db
    .selectFrom('websites')
    .selectAll()
    .where('id', '=', websiteId)
    .executeTakeFirst()
  if (website === undefined) throw new AtelierError('not-found', `No website with id ${websiteId}`)

  const [domains, collections, items, variants, forms, files] = await Promise.all([
    db
      .selectFrom('domains')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('host')
      .execute(),
    db
      .selectFrom('collections')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('items')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('productVariants')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('itemId')
      .orderBy('position')
      .execute(),
    db.selectFrom('forms').selectAll().where('websiteId', '=', websiteId).orderBy('id').execute(),
    db.selectFrom('files').selectAll().where('websiteId', '=', websiteId).orderBy('id').execute(),
  ])

  const variantsByItem = new Map<string, Variant[]>()
  for (const row of variants) {
    const list = variantsByItem.get(row.itemId) ?? []
    list.push({
      ...decode<Omit<Variant, 'id'>>(row.document),
      id: row.id,
      sku: row.sku,
      priceCents: row.priceCents,
      salePriceCents: row.salePriceCents,
      onSale: row.onSale === 1,
      qtyInStock: row.qtyInStock,
      unlimited: row.unlimited === 1,
      attributes: decode<Record<string, string>>(row.attributes),
      ...(row.weightGrams === null ? {} : { weightGrams: row.weightGrams }),
      ...(row.imageId === null ? {} : { imageId: row.imageId }),
    })
    variantsByItem.set(row.itemId, list)
  }

  const parts = await readBundleParts(storage, websiteId, collections, {
    includeSubscribers: options.includeSubscribers ?? options.includeFileData ?? true,
    strict: options.includeFileData ?? true,
  })

  // Visitor accounts are personal data, like subscribers: not part of an in-memory snapshot.
  const siteUsers =
    (options.includeSubscribers ?? options.includeFileData ?? true)
      ? (await listSiteUserRows(storage, websiteId)).map(({ websiteId: _site, ...user }) => user)
      : []

  // Member areas always; their members, personal data, only where accounts go too.
  const memberAreas = await readMemberAreas(
    storage,
    websiteId,
    options.includeSubscribers ?? options.includeFileData ?? true,
  )

  const prefix = `${websiteId}/`
  const includeData = options.includeFileData ?? true
  const bundleFiles: BundleFile[] = []
  for (const row of files) {
    const document = decode<{ alt?: string }>(row.document)
    const data = includeData ? await deps.fileStore.read(row.path) : undefined
    bundleFiles.push({
      id: row.id,
      path: row.path.startsWith(prefix) ? row.path.slice(prefix.length) : row.path,
      mime: row.mime,
      size: row.size,
      ...(row.width === null ? {} : { width: row.width }),
      ...(row.height === null ? {} : { height: row.height }),
      ...(document.alt === undefined ? {} : { alt: document.alt }),
      ...(data === undefined ? {} : { dataBase64: data.toString('base64') }),
    })
  }

  return {
    bundleVersion: BUNDLE_VERSION,
    website: decode<Website>(website.settings),
    domains: domains
      .map((row) => ({ host: row.host, primary: row.isPrimary === 1 }))
      .sort((a, b) => Number(b.primary) - Number(a.primary)),
    collections: collections.map((row) => {
      const layout = decode<Collection['layout'] | null>(row.content)
      const settings = decode<Collection>(row.settings)
      return layout === null ? settings : { ...settings, layout }
    }),
    items: paywallItemsAsStoreItems(
      items.map((row) => {
        const item = decode<Item>(row.document)
        if (item.structuredContent === undefined) return item
        return {
          ...item,
          structuredContent: {
            ...item.structuredContent,
            variants: variantsByItem.get(row.id) ?? [],
          },
        }
      }),
      includeData ? memberAreas : [],
    ),
    navigation: await getNavigation(storage, websiteId),
    headerFooter:
      (await getHeaderFooter(storage, websiteId)) ??
      siteHeaderFooterSchema.parse({ schemaVersion: SITE_HEADER_FOOTER_VERSION }),
    forms: forms.map((row) => decode<Form>(row.document)),
    files: bundleFiles,
    ...parts,
    siteUsers,
    memberAreas,
  }
}
