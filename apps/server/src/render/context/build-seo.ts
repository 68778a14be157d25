import type { ItemContext } from './build-item-context.js'
import { describeText } from './describe-text.js'
import { isSoldOut } from '../../money/product-money.js'

export interface SeoView {
  title: string
  siteName: string
  description: string
  canonicalUrl: string
  ogType: 'website' | 'article' | 'product'
  ogImage?: string
  noIndex: boolean
  /** JSON-LD as a string ready for a `<script>` element (no `<` can close it). */
  jsonLd?: string
}

export interface SeoInput {
  siteName: string
  /** The page's own title; the site name alone on the home page. */
  pageTitle?: string
  /** Owner-written description, preferred over text taken from the page. */
  description?: string
  /** Plain text of the page, used when there is no owner description. */
  text: string
  origin: string
  path: string
  ogType?: SeoView['ogType']
  imageUrl?: string
  noIndex?: boolean
  product?: ItemContext
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** `</script>` cannot appear inside the JSON, whatever the owner typed. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

/** SPEC-shaped schema.org Product: name, image, and offers with price, currency and availability. */
export function productJsonLd(product: ItemContext, origin: string, description: string): unknown {
  const content = product.structuredContent
  const variants = content?.variants ?? []
  const images = product.views.images.map((image) => absolute(origin, image.src))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    url: absolute(origin, product.fullUrl),
    offers: variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      price: variant.onSale ? variant.salePriceMoney.value : variant.priceMoney.value,
      priceCurrency: variant.priceMoney.currency,
      availability: isSoldOut([variant])
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
      url: absolute(origin, product.fullUrl),
    })),
  }
}

export function buildSeo(input: SeoInput): SeoView {
  const description = describeText(input.description || input.text)
  const title = input.pageTitle ? `${input.pageTitle} — ${input.siteName}` : input.siteName
  return {
    title,
    siteName: input.siteName,
    description,
    canonicalUrl: absolute(input.origin, input.path),
    ogType: input.ogType ?? 'website',
    ...(input.imageUrl ? { ogImage: absolute(input.origin, input.imageUrl) } : {}),
    noIndex: input.noIndex ?? false,
    ...(input.product
      ? { jsonLd: scriptSafeJson(productJsonLd(input.product, input.origin, description)) }
      : {}),
  }
}
