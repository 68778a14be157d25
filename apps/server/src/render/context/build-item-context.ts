import { ProductType, RecordType, type Collection, type Item } from '@atelier/schema'
import type { BlockView } from './build-block-view.js'
import { itemPath } from './content-paths.js'
import { escapeHtml } from '../../html/escape-html.js'
import { imageView, type ImageView } from './image-view.js'
import { enlargeImageText, localizedStringsFor } from './localized-strings.js'
import {
  giftCardVariants,
  isSoldOut,
  lowestPriceCents,
  moneyOf,
  siteMoneyText,
  variantContext,
  type MoneyContext,
  type VariantContext,
} from '../../money/product-money.js'
import type { RenderEnv } from './render-env.js'
import { resolveImage } from './resolve-image.js'

export interface ProductContext {
  productType: number
  variants: VariantContext[]
  priceMoney: MoneyContext
  salePriceMoney: MoneyContext
  onSale: boolean
  isSubscribable: boolean
  subscriptionPlan?: { billingPeriod: { value: number; unit: string }; numBillingCycles: number }
  variantOptionOrdering: string[]
  additionalFieldsFormId?: string
  additionalFieldsForm?: { id: string; name: string; fields: unknown[] }
  useCustomAddButtonText: boolean
  customAddButtonText: string
}

/** Derived views the theme reads under `item.atelier`; the rest of the item is Squarespace-shaped. */
export interface ItemViews {
  isProduct: boolean
  soldOut: boolean
  onSale: boolean
  thumbnail?: ImageView
  mainImage?: ImageView
  /** `sku`: the variants the image shows, separated by spaces ('' for none). */
  images: (ImageView & { sku: string; first: boolean; full: string; enlarge: string })[]
  publishedIso: string
  startIso?: string
  endIso?: string
  excerptText: string
  layout?: { blocks: BlockView[] }
}

export interface ItemContext {
  id: string
  collectionId: string
  recordType: number
  title: string
  urlId: string
  fullUrl: string
  publishOn: number
  author?: { displayName: string }
  tags: string[]
  categories: string[]
  excerpt: string
  assetUrl?: string
  mediaFocalPoint?: { x: number; y: number }
  startDate?: number
  endDate?: number
  location?: Item['location'] & { addressTitle?: string }
  structuredContent?: ProductContext
  publicCommentCount: number
  likeCount: number
  views: ItemViews
}

export interface ItemContextOptions {
  /** How wide the card/thumbnail is drawn, in CSS px (picks the thumbnail by SPEC §9). */
  thumbnailWidth?: number
  /** Render the item's body blocks too (item pages only). */
  blocks?: (item: Item) => BlockView[]
  aboveFold?: boolean
  /** The first card of a list: its thumbnail is the list page's likely largest paint. */
  thumbnailPriority?: boolean
}

function productContext(item: Item, env: RenderEnv): ProductContext | undefined {
  const product = item.structuredContent
  if (product === undefined) return undefined
  const variants =
    product.productType === ProductType['gift-card']
      ? giftCardVariants(product, env.currency, env.locale)
      : product.variants
  const form =
    product.additionalFieldsFormId === undefined
      ? undefined
      : env.snapshot.forms.find((candidate) => candidate.id === product.additionalFieldsFormId)
  const lowest = lowestPriceCents(variants)
  const regular = variants.length === 0 ? 0 : Math.min(...variants.map((v) => v.priceCents))
  const moneyText = siteMoneyText(env.snapshot.website)
  return {
    productType: product.productType,
    variants: variants.map((variant) => variantContext(variant, env.currency, moneyText)),
    priceMoney: moneyOf(regular, env.currency),
    salePriceMoney: moneyOf(lowest, env.currency),
    onSale: variants.some((variant) => variant.onSale),
    isSubscribable: product.isSubscribable,
    ...(product.subscriptionPlan ? { subscriptionPlan: product.subscriptionPlan } : {}),
    variantOptionOrdering:
      product.variantOptionOrdering.length > 0
        ? product.variantOptionOrdering
        : [...new Set(variants.flatMap((variant) => Object.keys(variant.attributes)))],
    ...(product.additionalFieldsFormId
      ? { additionalFieldsFormId: product.additionalFieldsFormId }
      : {}),
    ...(form
      ? { additionalFieldsForm: { id: form.id, name: form.name, fields: form.fields } }
      : {}),
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
  }
}

/**
 * The SKUs of the variants an image shows (their `imageId` is its file), separated by spaces:
 * the product form brings the image forward when one of them is chosen.
 */
function variantSkusShowing(item: Item, fileId: string | undefined): string {
  if (fileId === undefined) return ''
  return (item.structuredContent?.variants ?? [])
    .filter((variant) => variant.imageId === fileId)
    .map((variant) => variant.sku)
    .join(' ')
}

/** A stored item as the Squarespace-style `item` of a page context (never drafts or private). */
export function buildItemContext(
  item: Item,
  collection: Collection,
  env: RenderEnv,
  options: ItemContextOptions = {},
): ItemContext {
  const files = env.snapshot.files
  const product = productContext(item, env)
  const mainRef = item.mainImage ?? item.structuredContent?.images[0]
  const main = resolveImage(mainRef, files)
  const thumbnailWidth = options.thumbnailWidth ?? 400
  const productImages = (item.structuredContent?.images ?? (item.mainImage ? [item.mainImage] : []))
    .map((ref) => {
      const source = resolveImage(ref, files)
      return source && { source, sku: variantSkusShowing(item, ref.fileId) }
    })
    .filter((image) => image !== undefined)
  const publishOn = Date.parse(item.publishOn ?? '') || 0
  return {
    id: item.id,
    collectionId: item.collectionId,
    recordType: item.recordType,
    title: item.title,
    urlId: item.urlId,
    fullUrl: itemPath(collection, item),
    publishOn,
    ...(item.author ? { author: item.author } : {}),
    tags: item.tags,
    categories: item.categories,
    excerpt: item.excerpt === '' ? '' : `<p>${escapeHtml(item.excerpt)}</p>`,
    ...(main ? { assetUrl: main.url, mediaFocalPoint: main.focalPoint } : {}),
    ...(item.startDate !== undefined ? { startDate: item.startDate } : {}),
    ...(item.endDate !== undefined ? { endDate: item.endDate } : {}),
    ...(item.location ? { location: item.location } : {}),
    ...(product ? { structuredContent: product } : {}),
    publicCommentCount: 0,
    likeCount: 0,
    views: {
      isProduct: item.recordType === RecordType['store-item'],
      soldOut: product !== undefined && isSoldOut(product.variants),
      onSale: product?.onSale ?? false,
      ...(main
        ? {
            thumbnail: imageView(main, {
              displayWidth: thumbnailWidth,
              aboveFold: options.aboveFold,
              priority: options.thumbnailPriority === true,
              aspectRatio: item.recordType === RecordType['store-item'] ? 4 / 5 : undefined,
              sizes: `(max-width: 432px) 50vw, ${thumbnailWidth}px`,
            }),
            mainImage: imageView(main, {
              displayWidth: 1000,
              aboveFold: true,
              priority: options.aboveFold === true,
            }),
          }
        : {}),
      images: productImages.map(({ source, sku }, index) => ({
        ...imageView(source, {
          displayWidth: 700,
          aboveFold: index === 0,
          priority: index === 0 && options.aboveFold === true,
          sizes: '(max-width: 860px) 100vw, 700px',
        }),
        sku,
        first: index === 0,
        full: source.url,
        enlarge: enlargeImageText(localizedStringsFor(env.locale), index + 1),
      })),
      publishedIso: publishOn === 0 ? '' : new Date(publishOn).toISOString(),
      ...(item.startDate !== undefined ? { startIso: new Date(item.startDate).toISOString() } : {}),
      ...(item.endDate !== undefined ? { endIso: new Date(item.endDate).toISOString() } : {}),
      excerptText: item.excerpt,
      ...(options.blocks && item.body ? { layout: { blocks: options.blocks(item) } } : {}),
    },
  }
}
