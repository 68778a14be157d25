import type { ItemContext } from './build-item-context.js'
import { describeText } from './describe-text.js'
import type { ImageView, ShareImage } from './image-view.js'
import { isSoldOut } from '../../money/product-money.js'

export interface SeoView {
  title: string
  siteName: string
  description: string
  canonicalUrl: string
  ogType: 'website' | 'article' | 'product'
  /** The shared image, absolute, with its real size and alternative text (`og:image:*`). */
  ogImage?: ShareImage & { alt: string }
  /** X's card: a large picture when the page has an image. */
  twitterCard: 'summary' | 'summary_large_image'
  noIndex: boolean
  /** JSON-LD (one array of schema.org nodes) as a string ready for a `<script>` element. */
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
  /** The page's main image, as the page draws it. */
  image?: Pick<ImageView, 'share' | 'alt'>
  noIndex?: boolean
  /** The item the page shows: a product, a blog post or an event gets its schema.org node. */
  item?: { kind: 'product' | 'article' | 'event'; context: ItemContext }
  /** The trail to this page below the home page (a list, then its item), for a BreadcrumbList. */
  breadcrumbs?: readonly { name: string; path: string }[]
  /** On the home page: the business behind the site, for an Organization node. */
  organization?: { logoUrl?: string; sameAs: readonly string[] }
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
type VariantContext = NonNullable<ItemContext['structuredContent']>['variants'][number]

function offerOf(variant: VariantContext, url: string) {
  return {
    '@type': 'Offer',
    ...(variant.sku ? { sku: variant.sku } : {}),
    price: variant.onSale ? variant.salePriceMoney.value : variant.priceMoney.value,
    priceCurrency: variant.priceMoney.currency,
    availability: isSoldOut([variant])
      ? 'https://schema.org/OutOfStock'
      : 'https://schema.org/InStock',
    url,
  }
}

/** The option names schema.org has a property for; `variesBy` names them by their URL. */
const variantProperties: Readonly<Record<string, string>> = {
  color: 'color',
  colour: 'color',
  size: 'size',
  material: 'material',
  pattern: 'pattern',
}

/**
 * SPEC-shaped schema.org Product: name, image, and offers with price, currency and availability.
 * A product with several variants is a ProductGroup whose variants are Products of their own, as
 * Google's merchant listings read them.
 */
export function productJsonLd(product: ItemContext, origin: string, description: string): unknown {
  const content = product.structuredContent
  const variants = content?.variants ?? []
  const images = product.views.images.map((image) => absolute(origin, image.src))
  const url = absolute(origin, product.fullUrl)
  const common = {
    name: product.title,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    url,
  }
  if (variants.length <= 1) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...common,
      offers: variants.map((variant) => offerOf(variant, url)),
    }
  }
  const options = content?.variantOptionOrdering ?? []
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...common,
    productGroupID: product.id,
    variesBy: options.map((option) => {
      const property = variantProperties[option.toLowerCase()]
      return property === undefined ? option : `https://schema.org/${property}`
    }),
    hasVariant: variants.map((variant) => {
      const values = options.map((option) => variant.attributes[option] ?? '').filter(Boolean)
      const properties: Record<string, string> = {}
      for (const option of options) {
        const property = variantProperties[option.toLowerCase()]
        const value = variant.attributes[option]
        if (property !== undefined && value !== undefined) properties[property] = value
      }
      return {
        '@type': 'Product',
        name: values.length > 0 ? `${product.title} – ${values.join(', ')}` : product.title,
        ...(variant.sku ? { sku: variant.sku } : {}),
        ...properties,
        offers: offerOf(variant, url),
      }
    }),
  }
}

function isoOf(epochMs: number | undefined): string | undefined {
  return epochMs === undefined || !Number.isFinite(epochMs)
    ? undefined
    : new Date(epochMs).toISOString()
}

/** A blog post as schema.org BlogPosting. */
function articleJsonLd(item: ItemContext, input: SeoInput, description: string, image?: string) {
  const url = absolute(input.origin, item.fullUrl)
  const published = isoOf(item.publishOn)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: item.title,
    url,
    mainEntityOfPage: url,
    ...(published ? { datePublished: published } : {}),
    ...(item.author?.displayName
      ? { author: { '@type': 'Person', name: item.author.displayName } }
      : {}),
    publisher: { '@type': 'Organization', name: input.siteName, url: input.origin },
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
  }
}

/** An event as schema.org Event, at its place when it has one. */
function eventJsonLd(item: ItemContext, input: SeoInput, description: string, image?: string) {
  const start = isoOf(item.startDate)
  const end = isoOf(item.endDate)
  const location = item.location
  const address = location
    ? {
        '@type': 'PostalAddress',
        ...(location.addressLine1 ? { streetAddress: location.addressLine1 } : {}),
        ...(location.addressLine2 ? { addressLocality: location.addressLine2 } : {}),
        ...(location.addressCountry ? { addressCountry: location.addressCountry } : {}),
      }
    : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    url: absolute(input.origin, item.fullUrl),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(address
      ? {
          location: {
            '@type': 'Place',
            name: location?.addressTitle || location?.addressLine1 || input.siteName,
            address,
          },
        }
      : {}),
    organizer: { '@type': 'Organization', name: input.siteName, url: input.origin },
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
  }
}

function breadcrumbJsonLd(input: SeoInput, trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(input.origin, step.path),
    })),
  }
}

function organizationJsonLd(input: SeoInput, organization: NonNullable<SeoInput['organization']>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.siteName,
    url: input.origin,
    ...(organization.logoUrl ? { logo: absolute(input.origin, organization.logoUrl) } : {}),
    ...(organization.sameAs.length > 0 ? { sameAs: organization.sameAs } : {}),
  }
}

export function buildSeo(input: SeoInput): SeoView {
  const description = describeText(input.description || input.text)
  const title = input.pageTitle ? `${input.pageTitle} — ${input.siteName}` : input.siteName
  const ogImage = input.image
    ? {
        ...input.image.share,
        url: absolute(input.origin, input.image.share.url),
        alt: input.image.alt,
      }
    : undefined
  const nodes: unknown[] = []
  const item = input.item
  if (item?.kind === 'product') nodes.push(productJsonLd(item.context, input.origin, description))
  if (item?.kind === 'article')
    nodes.push(articleJsonLd(item.context, input, description, ogImage?.url))
  if (item?.kind === 'event')
    nodes.push(eventJsonLd(item.context, input, description, ogImage?.url))
  if (input.breadcrumbs && input.breadcrumbs.length > 0)
    nodes.push(breadcrumbJsonLd(input, input.breadcrumbs))
  if (input.organization) nodes.push(organizationJsonLd(input, input.organization))
  return {
    title,
    siteName: input.siteName,
    description,
    canonicalUrl: absolute(input.origin, input.path),
    ogType: input.ogType ?? 'website',
    ...(ogImage ? { ogImage } : {}),
    twitterCard: ogImage ? 'summary_large_image' : 'summary',
    noIndex: input.noIndex ?? false,
    ...(nodes.length > 0 ? { jsonLd: scriptSafeJson(nodes) } : {}),
  }
}
