import type { Collection, Item, ProductMerchandising, StoreSettings } from '@atelier/schema'
import { productRestockSettings } from '../../restock/product-restock-settings.js'
import type { BlockView } from './build-block-view.js'
import type { ItemContext } from './build-item-context.js'
import { collectionPath } from './content-paths.js'
import { htmlToText } from './describe-text.js'
import type { CollectionContext, MerchandisingContext } from './page-context.js'
import { productMerchandising } from './product-merchandising.js'
import type { RenderEnv } from './render-env.js'

export function collectionContext(collection: Collection, itemCount: number): CollectionContext {
  return {
    id: collection.id,
    title: collection.title,
    navigationTitle: collection.navigationTitle,
    urlId: collection.urlId,
    fullUrl: collectionPath(collection),
    typeName: collection.kind,
    type: collection.collectionType,
    description: collection.description,
    itemCount,
  }
}

export function blocksText(blocks: readonly BlockView[]): string {
  return blocks
    .map((block) =>
      [block.html, block.text]
        .filter((part): part is string => typeof part === 'string')
        .map(htmlToText)
        .join(' '),
    )
    .join(' ')
}

export function merchandising(
  env: RenderEnv,
  items: readonly ItemContext[],
): Record<string, MerchandisingContext> {
  const store = env.snapshot.website.settings.storeSettings
  // The store has no express checkout setting yet; a product may ask for it alone.
  const storeExpressCheckout = false
  const stored = new Map(env.visibleItems.map((item) => [item.id, item.structuredContent]))
  return Object.fromEntries(
    items
      .filter((item) => item.views.isProduct)
      .map((item) => [
        item.id,
        {
          ...productMerchandising(
            stored.get(item.id),
            item.structuredContent?.variants ?? [],
            storeExpressCheckout,
          ),
          ...restockContext(store, stored.get(item.id)),
        },
      ]),
  )
}

/** The product's own restock settings over the store's (SPEC §3 productMerchandisingContext). */
function restockContext(
  store: StoreSettings,
  product: Partial<ProductMerchandising> | undefined,
): Pick<
  MerchandisingContext,
  | 'restockNotificationViews'
  | 'restockNotificationMessages'
  | 'mailingListSignUpEnabled'
  | 'mailingListOptInByDefault'
> {
  const own = productRestockSettings(store, product)
  return {
    restockNotificationViews: own.notifications ? ['PRODUCT_DETAIL'] : [],
    restockNotificationMessages: {},
    mailingListSignUpEnabled: own.mailingList,
    mailingListOptInByDefault: own.mailingListOptIn,
  }
}

export function itemsOf(env: RenderEnv, collection: Collection): Item[] {
  const items = env.visibleItems.filter((item) => item.collectionId === collection.id)
  if (collection.kind === 'blog') {
    return [...items].sort((a, b) => Date.parse(b.publishOn ?? '') - Date.parse(a.publishOn ?? ''))
  }
  if (collection.kind === 'events') {
    const now = env.now.getTime()
    const upcoming = items
      .filter((item) => (item.endDate ?? 0) >= now)
      .sort((a, b) => (a.startDate ?? 0) - (b.startDate ?? 0))
    const past = items
      .filter((item) => (item.endDate ?? 0) < now)
      .sort((a, b) => (b.startDate ?? 0) - (a.startDate ?? 0))
    return [...upcoming, ...past]
  }
  // A course's lessons, like a store's products, keep the owner's order: the snapshot lists items
  // by their `position`, which the editor's reorder writes.
  return items
}
