import type { DemoImageSpec } from '../demo/demo-images.js'
import { image, layout, p, text } from '../demo/demo-content-helpers.js'

/** What a starting site's data is built for: the website it fills and a prefix for its ids. */
export interface StartingSiteContext {
  websiteId: string
  /** Makes a record id unique to this application of the starting site. */
  id: (local: string) => string
  /** Publication time of the sample content. */
  publishOn: string
}

/** One picture of a starting site, drawn locally (see `starting-site-images.ts`). */
export type StartingImage = Omit<DemoImageSpec, 'path'>

export function picture(
  id: string,
  motif: DemoImageSpec['motif'],
  alt: string,
  palette: DemoImageSpec['palette'],
  // At least 1200 px across: what link previews (og:image) ask for.
  size: [number, number] = [1200, 1500],
): StartingImage {
  return { id, motif, alt, palette, width: size[0], height: size[1] }
}

export function collection(
  ctx: StartingSiteContext,
  local: string,
  urlId: string,
  title: string,
  kind: string,
  extra: Record<string, unknown> = {},
) {
  return {
    schemaVersion: 1,
    id: ctx.id(local),
    websiteId: ctx.websiteId,
    urlId,
    title,
    kind,
    status: 'published',
    ...extra,
  }
}

/** A product with one variant, or several (`options`: the attribute name and its values). */
export function product(
  ctx: StartingSiteContext,
  storeLocal: string,
  seed: {
    urlId: string
    title: string
    excerpt: string
    body: string
    imageId: string
    alt: string
    priceCents: number
    stock: number
    category: string
    option?: { name: string; values: string[] }
  },
) {
  const values = seed.option?.values ?? ['']
  return {
    schemaVersion: 1,
    id: ctx.id(`item-${seed.urlId}`),
    websiteId: ctx.websiteId,
    collectionId: ctx.id(storeLocal),
    urlId: seed.urlId,
    title: seed.title,
    recordType: 11,
    status: 'published',
    publishOn: ctx.publishOn,
    tags: [],
    categories: [seed.category],
    excerpt: seed.excerpt,
    body: layout([text(0, [p(seed.body)])]),
    structuredContent: {
      productType: 1,
      images: [image(ctx.id(seed.imageId), seed.alt)],
      variants: values.map((value, index) => ({
        id: ctx.id(`var-${seed.urlId}-${index}`),
        sku: `${seed.urlId.toUpperCase().slice(0, 20)}-${index + 1}`,
        priceCents: seed.priceCents,
        salePriceCents: 0,
        onSale: false,
        qtyInStock: seed.stock,
        unlimited: false,
        attributes: seed.option === undefined ? {} : { [seed.option.name]: value },
        weightGrams: 400,
      })),
      ...(seed.option === undefined ? {} : { variantOptionOrdering: [seed.option.name] }),
    },
  }
}

/** A blog post with its main picture. */
export function post(
  ctx: StartingSiteContext,
  blogLocal: string,
  seed: {
    urlId: string
    title: string
    excerpt: string
    paragraphs: string[]
    imageId: string
    alt: string
    author: string
    category: string
  },
) {
  return {
    schemaVersion: 1,
    id: ctx.id(`item-${seed.urlId}`),
    websiteId: ctx.websiteId,
    collectionId: ctx.id(blogLocal),
    urlId: seed.urlId,
    title: seed.title,
    recordType: 1,
    status: 'published',
    publishOn: ctx.publishOn,
    author: { displayName: seed.author },
    tags: [],
    categories: [seed.category],
    excerpt: seed.excerpt,
    mainImage: image(ctx.id(seed.imageId), seed.alt),
    body: layout([
      text(
        0,
        seed.paragraphs.map((paragraph) => p(paragraph)),
      ),
    ]),
  }
}

/** A picture of a gallery page. */
export function galleryItem(
  ctx: StartingSiteContext,
  galleryLocal: string,
  imageId: string,
  title: string,
  index: number,
) {
  return {
    schemaVersion: 1,
    id: ctx.id(`item-photo-${index}`),
    websiteId: ctx.websiteId,
    collectionId: ctx.id(galleryLocal),
    urlId: `project-${index}`,
    title,
    recordType: 2,
    status: 'published',
    publishOn: ctx.publishOn,
    tags: [],
    categories: [],
    excerpt: '',
    mainImage: { ...image(ctx.id(imageId), title), title },
  }
}

/** The navigation of the main section: one link per collection, in order. */
export function mainNavigation(ctx: StartingSiteContext, locals: string[]) {
  return {
    schemaVersion: 1,
    main: locals.map((local) => ({
      id: ctx.id(`nav-${local}`),
      kind: 'collection',
      collectionId: ctx.id(local),
    })),
    secondary: [],
    hidden: [],
  }
}
