import { RecordType, type ImageRef } from '@atelier/schema'
import { itemPath } from './content-paths.js'
import { imageView } from './image-view.js'
import { resolveImage } from './resolve-image.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'

interface CartImage {
  src: string
  srcset: string
  alt: string
}

/**
 * What a cart line shows of its product beside the cart API's answer: link and picture, and the
 * picture of each variant that has its own (by SKU), which the line shows instead (issue 22).
 */
export interface CartProductCard {
  url: string
  image?: CartImage
  variantImages?: Record<string, CartImage>
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
    const picture = (ref: ImageRef | undefined): CartImage | undefined => {
      const source = resolveImage(ref, snapshot.files)
      if (!source) return undefined
      const view = imageView(source, {
        displayWidth: CART_IMAGE_WIDTH,
        sizes: `${CART_IMAGE_WIDTH}px`,
      })
      return { src: view.src, srcset: view.srcset, alt: view.alt }
    }
    const image = picture(item.mainImage ?? item.structuredContent?.images[0])
    const variantImages: Record<string, CartImage> = {}
    for (const variant of item.structuredContent?.variants ?? []) {
      if (variant.imageId === undefined) continue
      const ref = item.structuredContent?.images.find((each) => each.fileId === variant.imageId)
      const own = picture(ref)
      if (own) variantImages[variant.sku] = own
    }
    cards[item.id] = {
      url: itemPath(collection, item),
      ...(image ? { image } : {}),
      ...(Object.keys(variantImages).length > 0 ? { variantImages } : {}),
    }
  }
  return cards
}

/** Where 'Continue shopping' leads: the first store page of the site, else the home page. */
export function shopUrl(snapshot: SiteSnapshot): string {
  const store = snapshot.collections.find((collection) => collection.kind === 'store')
  return store ? `/${store.urlId}` : '/'
}
