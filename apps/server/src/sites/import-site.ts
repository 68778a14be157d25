import { parseWith, siteBundleSchema, NAVIGATION_SECTIONS } from '@atelier/schema'
import type { Item, SiteBundle } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { AtelierError } from '../errors/atelier-error.js'
import type { FileStore } from '../files/file-store.js'
import { safeRelativePath } from '../files/safe-relative-path.js'
import { saveFile } from '../files/save-file.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { setNavigationSection } from './navigation-repository.js'
import { validateSiteStyles } from './site-styles.js'
import { normaliseHost } from './website-repository.js'
import { writeBundleParts } from './write-bundle-parts.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface ImportDeps {
  storage: Storage
  fileStore: FileStore
  now: () => Date
}

/** Checks a bundle read from JSON; every problem is named in the error message. */
export function parseSiteBundle(input: unknown): SiteBundle {
  const parsed = parseWith(siteBundleSchema, input)
  if (!parsed.ok) {
    const problems = parsed.issues
      .slice(0, 10)
      .map((issue) => `${issue.path || 'bundle'}: ${issue.message}`)
    throw new AtelierError('invalid-input', `The site bundle is not valid: ${problems.join('; ')}`)
  }
  for (const file of parsed.value.files) {
    if (safeRelativePath(file.path) === undefined) {
      throw new AtelierError(
        'invalid-input',
        `The site bundle is not valid: file ${file.id} has an unsafe path`,
      )
    }
  }
  const styles = parsed.value.styles
  if (styles !== undefined) {
    // The same check as the editor's: these values end up in the site's stylesheet.
    const checked = validateSiteStyles(styles)
    if (!checked.ok) {
      throw new AtelierError(
        'invalid-input',
        `The site bundle is not valid: styles: ${checked.message}`,
      )
    }
    return { ...parsed.value, styles: checked.value }
  }
  return parsed.value
}

/**
 * Loads a site bundle into the database, keeping every id. Records go in one transaction; file
 * bytes are written after it commits. `domain` replaces the bundle's domains. Bundles of an older
 * `bundleVersion` are upgraded by the schema first (see `README.md` beside this file).
 */
export async function importSite(
  deps: ImportDeps,
  input: unknown,
  options: { domain?: string } = {},
): Promise<{ websiteId: string }> {
  const bundle = parseSiteBundle(input)
  const { storage } = deps
  const json = storage.dialect.encodeJson
  const at = deps.now().toISOString()
  const website = bundle.website
  const domains =
    options.domain === undefined
      ? bundle.domains.map((domain) => ({
          host: normaliseHost(domain.host),
          primary: domain.primary,
        }))
      : [{ host: normaliseHost(options.domain), primary: true }]

  await writeTransaction(storage, async (trx) => {
    const clash = await trx
      .selectFrom('websites')
      .select('id')
      .where('id', '=', website.id)
      .executeTakeFirst()
    if (clash !== undefined) {
      throw new AtelierError('site-exists', `A website with id ${website.id} already exists`)
    }
    for (const domain of domains) {
      const taken = await trx
        .selectFrom('domains')
        .select('host')
        .where('host', '=', domain.host)
        .executeTakeFirst()
      if (taken !== undefined) {
        throw new AtelierError(
          'domain-taken',
          `The domain ${domain.host} already belongs to a website`,
        )
      }
    }
    const first = await trx.selectFrom('websites').select('id').limit(1).executeTakeFirst()
    await trx
      .insertInto('websites')
      .values({
        id: website.id,
        title: website.title,
        settings: json(website),
        timeZone: website.timeZone,
        currency: website.currency,
        isDefault: first === undefined ? 1 : 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute()
    for (const domain of domains) {
      await trx
        .insertInto('domains')
        .values({ host: domain.host, websiteId: website.id, isPrimary: domain.primary ? 1 : 0 })
        .execute()
    }
    await writeSiteContent(trx, storage, bundle, at, deps.now())
  })

  await storeBundleFiles(deps, bundle, at)
  return { websiteId: website.id }
}

/**
 * Writes a bundle's pages, items, navigation, header and footer, forms and the parts beside them
 * into a website row that already exists, inside the caller's transaction (the import, and a
 * starting site applied to a new website).
 */
export async function writeSiteContent(
  trx: Kysely<Database>,
  storage: Storage,
  bundle: SiteBundle,
  at: string,
  now: Date,
): Promise<void> {
  const json = storage.dialect.encodeJson
  const drafts = new Map(bundle.pageDrafts.map((page) => [page.collectionId, page]))
  let position = 0
  for (const collection of bundle.collections) {
    const { layout, ...settings } = collection
    const page = drafts.get(collection.id)
    await trx
      .insertInto('collections')
      .values({
        id: collection.id,
        websiteId: bundle.website.id,
        urlId: collection.urlId,
        type: collection.kind,
        title: collection.title,
        navigationSection: null,
        navigationOrder: 0,
        status: collection.status,
        passwordHash: collection.passwordHash ?? null,
        settings: json(settings),
        content: json(layout ?? null),
        draftContent: page?.draft == null ? null : json(page.draft),
        version: page?.version ?? 1,
        publishedVersion: page?.publishedVersion ?? 1,
        position: position++,
        createdAt: at,
        updatedAt: at,
      })
      .execute()
  }
  position = 0
  for (const item of bundle.items) {
    await insertItem(trx, storage, item, position++, at)
  }
  for (const section of NAVIGATION_SECTIONS) {
    await setNavigationSection(storage, bundle.website.id, section, bundle.navigation[section], trx)
  }
  await trx
    .insertInto('siteHeaderFooter')
    .values({ websiteId: bundle.website.id, document: json(bundle.headerFooter), updatedAt: at })
    .execute()
  for (const form of bundle.forms) {
    await trx
      .insertInto('forms')
      .values({ id: form.id, websiteId: bundle.website.id, name: form.name, document: json(form) })
      .execute()
  }
  await writeBundleParts(trx, storage, bundle, now)
}

/** Stores a bundle's files once its records are committed: bytes when it carries them. */
export async function storeBundleFiles(
  deps: ImportDeps,
  bundle: SiteBundle,
  at: string,
): Promise<void> {
  for (const file of bundle.files) {
    const document = file.alt === undefined ? {} : { alt: file.alt }
    const originalName = file.path.slice(file.path.lastIndexOf('/') + 1)
    if (file.dataBase64 !== undefined) {
      await saveFile(deps, {
        id: file.id,
        websiteId: bundle.website.id,
        relativePath: file.path,
        originalName,
        declaredMime: file.mime,
        data: Buffer.from(file.dataBase64, 'base64'),
        document,
      })
      continue
    }
    await deps.storage.db
      .insertInto('files')
      .values({
        id: file.id,
        websiteId: bundle.website.id,
        path: `${bundle.website.id}/${file.path}`,
        originalName,
        mime: file.mime,
        size: file.size,
        width: file.width ?? null,
        height: file.height ?? null,
        derivedWidths: deps.storage.dialect.encodeJson([]),
        document: deps.storage.dialect.encodeJson(document),
        createdAt: at,
      })
      .execute()
  }
}

/** Variants go to their own table (stock and prices are queried and updated there). */
async function insertItem(
  trx: Kysely<Database>,
  storage: Storage,
  item: Item,
  position: number,
  at: string,
): Promise<void> {
  const json = storage.dialect.encodeJson
  const content = item.structuredContent
  const document =
    content === undefined ? item : { ...item, structuredContent: { ...content, variants: [] } }
  await trx
    .insertInto('items')
    .values({
      id: item.id,
      websiteId: item.websiteId,
      collectionId: item.collectionId,
      urlId: item.urlId,
      title: item.title,
      status: item.status,
      publishOn: item.publishOn ?? null,
      tags: json(item.tags),
      categories: json(item.categories),
      document: json(document),
      position,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  let variantPosition = 0
  for (const variant of content?.variants ?? []) {
    const {
      id,
      sku,
      priceCents,
      salePriceCents,
      onSale,
      qtyInStock,
      unlimited,
      attributes,
      weightGrams,
      imageId,
      ...rest
    } = variant
    await trx
      .insertInto('productVariants')
      .values({
        id,
        websiteId: item.websiteId,
        itemId: item.id,
        sku,
        priceCents,
        salePriceCents,
        onSale: onSale ? 1 : 0,
        qtyInStock,
        unlimited: unlimited ? 1 : 0,
        attributes: json(attributes),
        weightGrams: weightGrams ?? null,
        imageId: imageId ?? null,
        document: json(rest),
        position: variantPosition++,
      })
      .execute()
  }
}
