import { RecordType } from '@atelier/schema'
import { itemPath } from './content-paths.js'
import { imageView } from './image-view.js'
import { resolveImage } from './resolve-image.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'

/** What a cart line shows of its product beside the cart API's answer: link and picture. */
export interface CartProductCard {
  url: string
  image?: { src: string; srcset: string; alt: string }
}

/** Drawn 96 px wide on the cart page (192 px on dense screens). */
const CART_IMAGE_WIDTH = 96

/**
 * Every published product's page and main picture, by item id, so the cart page draws a line's
 * picture and links its title without a request per line.
 */
export function cartProductCards(snapshot: SiteSnapshot): Record<string, CartProductCard> {
  const collections = new Map(snapshot.collections.map((c) => [c.id, c]))
  const cards: Record<string, CartProductCard> = {}
  for (const item of snapshot.items) {
    if (item.recordType !== RecordType['store-item']) continue
    const collection = collections.get(item.collectionId)
    if (!collection) continue
    const source = resolveImage(item.mainImage ?? item.structuredContent?.images[0], snapshot.files)
    const image = source
      ? imageView(source, { displayWidth: CART_IMAGE_WIDTH, sizes: `${CART_IMAGE_WIDTH}px` })
      : undefined
    cards[item.id] = {
      url: itemPath(collection, item),
      ...(image ? { image: { src: image.src, srcset: image.srcset, alt: image.alt } } : {}),
    }
  }
  return cards
}

/** Where 'Continue shopping' leads: the first store page of the site, else the home page. */
export function shopUrl(snapshot: SiteSnapshot): string {
  const store = snapshot.collections.find((collection) => collection.kind === 'store')
  return store ? `/${store.urlId}` : '/'
}
