import { checkoutSettingsSchema, parseWith } from '@atelier/schema'
import type {
  BundleCheckout,
  BundleMailingList,
  BundlePageDraft,
  BundleStoreCategory,
  BundleStyles,
  BundleTaxonomyName,
  Layout,
} from '@atelier/schema'
import type { Selectable } from 'kysely'
import { loadCheckoutSettings } from './checkout-settings.js'
import { AtelierError } from '../errors/atelier-error.js'
import type { CollectionsTable } from '../storage/tables/site-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { getSiteStyles } from './site-styles-repository.js'

/** What a new store's counter starts from (the column default of migration 0005). */
const firstLastOrderNumber = 1000

export interface BundleParts {
  styles: BundleStyles
  taxonomyNames: BundleTaxonomyName[]
  storeCategories: BundleStoreCategory[]
  pageDrafts: BundlePageDraft[]
  checkout?: BundleCheckout
  mailingLists: BundleMailingList[]
}

/**
 * The parts of a site that live beside its documents: styles, editor drafts, taxonomy names, store
 * categories, checkout settings and mailing lists with their subscribers. Rows come in a fixed
 * order, so two exports of the same site are equal.
 */
export async function readBundleParts(
  storage: Storage,
  websiteId: string,
  collections: Selectable<CollectionsTable>[],
  options: {
    includeSubscribers: boolean
    /** Refuse checkout settings that would not import (an export); else leave them out. */
    strict: boolean
  },
): Promise<BundleParts> {
  const db = storage.db
  const [styles, taxonomyNames, storeCategories, settings, counter, lists, subscribers] =
    await Promise.all([
      getSiteStyles(storage, websiteId),
      db
        .selectFrom('taxonomyNames')
        .innerJoin('collections', 'collections.id', 'taxonomyNames.collectionId')
        .select(['taxonomyNames.collectionId', 'taxonomyNames.tagType', 'taxonomyNames.name'])
        .where('collections.websiteId', '=', websiteId)
        .orderBy('taxonomyNames.collectionId')
        .orderBy('taxonomyNames.tagType')
        .orderBy('taxonomyNames.name')
        .execute(),
      db
        .selectFrom('storeCategories')
        .innerJoin('collections', 'collections.id', 'storeCategories.collectionId')
        .selectAll('storeCategories')
        .where('collections.websiteId', '=', websiteId)
        .orderBy('storeCategories.collectionId')
        .orderBy('storeCategories.displayIndex')
        .orderBy('storeCategories.id')
        .execute(),
      loadCheckoutSettings(db, storage.dialect, websiteId),
      db
        .selectFrom('checkoutSettings')
        .select('lastOrderNumber')
        .where('websiteId', '=', websiteId)
        .executeTakeFirst(),
      db
        .selectFrom('mailingLists')
        .selectAll()
        .where('websiteId', '=', websiteId)
        .orderBy('id')
        .execute(),
      options.includeSubscribers
        ? db
            .selectFrom('mailingListSubscribers')
            .select(['id', 'listId', 'email', 'firstName', 'lastName', 'status'])
            .select(['createdAt', 'updatedAt'])
            .where('websiteId', '=', websiteId)
            .orderBy('listId')
            .orderBy('createdAt')
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
    ])

  const subscribersByList = new Map<string, BundleMailingList['subscribers']>()
  for (const { listId, status, ...subscriber } of subscribers) {
    const list = subscribersByList.get(listId) ?? []
    list.push({ ...subscriber, status: subscriberStatus(status) })
    subscribersByList.set(listId, list)
  }
  // The bundle carries the settings as the importer will read them (defaults filled in, codes in
  // upper case), so that export → import → export gives the same document.
  const checkoutSettings = parseWith(checkoutSettingsSchema, settings)
  if (!checkoutSettings.ok && options.strict) {
    const problems = checkoutSettings.issues.map((issue) => `${issue.path}: ${issue.message}`)
    throw new AtelierError(
      'invalid-input',
      `The checkout settings of website ${websiteId} are not valid: ${problems.join('; ')}`,
    )
  }

  return {
    styles,
    taxonomyNames: taxonomyNames.map((row) => ({
      collectionId: row.collectionId,
      tagType: row.tagType === 'category' ? 'category' : 'tag',
      name: row.name,
    })),
    storeCategories: storeCategories.map((row) => ({
      id: row.id,
      collectionId: row.collectionId,
      parentCategoryId: row.parentCategoryId,
      displayName: row.displayName,
      type: row.type,
      pageRendering: row.pageRendering,
      displayIndex: row.displayIndex,
    })),
    pageDrafts: collections.flatMap((row) => {
      const draft = storage.dialect.decodeJson<Layout | null>(row.draftContent) ?? null
      // A page the editor never touched needs no entry; import gives it the same defaults.
      if (draft === null && row.version === 1 && row.publishedVersion === 1) return []
      return [
        {
          collectionId: row.id,
          draft,
          version: row.version,
          publishedVersion: row.publishedVersion,
        },
      ]
    }),
    ...(checkoutSettings.ok && {
      checkout: {
        settings: checkoutSettings.value,
        lastOrderNumber: counter?.lastOrderNumber ?? firstLastOrderNumber,
      },
    }),
    mailingLists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      doubleOptIn: list.doubleOptIn === 1,
      createdAt: list.createdAt,
      subscribers: subscribersByList.get(list.id) ?? [],
    })),
  }
}

function subscriberStatus(status: string): BundleMailingList['subscribers'][number]['status'] {
  return status === 'subscribed' || status === 'unsubscribed' ? status : 'pending'
}
