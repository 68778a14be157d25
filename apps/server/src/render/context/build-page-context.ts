import { pagePermissionTypeOf } from '@atelier/forms'
import {
  DEFAULT_GALLERY_SETTINGS,
  PageType,
  ProductType,
  type Collection,
  type Item,
} from '@atelier/schema'
import { buildBlockViews, CONTENT_WIDTH, itemBlockViews } from './build-block-view.js'
import { courseBody, lessonBody } from './build-course-view.js'
import { buildGalleryView } from './build-gallery-view.js'
import { buildInstallmentView } from './build-installment-view.js'
import { buildItemContext } from './build-item-context.js'
import { buildRestockView } from './build-restock-view.js'
import { relatedProducts } from './related-products.js'
import { findHomeCollection } from './build-navigation.js'
import { blocksText, collectionContext, itemsOf, merchandising } from './collection-items.js'
import { collectionPath } from './content-paths.js'
import type { ImageView } from './image-view.js'
import { assemblePage, type PageBody, type PageRequest, type ThemeAssets } from './page-body.js'
import type { PageContext } from './page-context.js'
import type { RenderEnv } from './render-env.js'
import { lockBody, notFoundBody } from './system-page-bodies.js'

// Other areas (the /cart page) assemble their own pages with these.
export { assemblePage }
export type { PageBody, PageRequest, ThemeAssets }
export { cartBody, errorBody, notFoundBody, searchBody } from './system-page-bodies.js'

export const BLOG_PAGE_SIZE = 10

export type PageResult =
  { kind: 'page'; status: number; context: PageContext } | { kind: 'redirect'; location: string }

const KIND_TEMPLATES: Record<Collection['kind'], string> = {
  page: 'page',
  blog: 'blog-list',
  store: 'products-list',
  gallery: 'gallery',
  events: 'events-list',
  folder: 'page',
  link: 'page',
  course: 'lessons-list',
}

const ITEM_TEMPLATES: Partial<Record<Collection['kind'], string>> = {
  blog: 'blog-item',
  store: 'products-item',
  events: 'events-item',
  course: 'lesson-item',
}

function collectionBody(
  env: RenderEnv,
  collection: Collection,
  request: PageRequest,
  isHome: boolean,
): PageBody {
  const template = KIND_TEMPLATES[collection.kind]
  const all = itemsOf(env, collection)
  const seoBase = {
    ...(isHome ? { path: '/' } : {}),
    pageTitle: isHome ? undefined : collection.seo.title || collection.title,
    description:
      collection.seo.description ||
      collection.description ||
      (isHome ? env.snapshot.website.description : ''),
  }
  if (collection.kind === 'page' || collection.kind === 'folder' || collection.kind === 'link') {
    const blocks = buildBlockViews(collection.layout?.blocks ?? [], env)
    const firstImage = blocks.find((block) => block.kind.image)?.image as ImageView | undefined
    return {
      status: 200,
      pageType: PageType.page,
      template,
      seo: { ...seoBase, text: blocksText(blocks), image: firstImage },
      parts: { collection: collectionContext(collection, 0) },
      atelier: { layout: { blocks }, showPageTitle: false },
    }
  }
  if (collection.kind === 'course') return courseBody(env, collection, request, seoBase)
  let shown = all
  let filter: { label: string; value: string } | undefined
  const tag = request.query.tag
  const category = request.query.category
  if (tag) {
    shown = shown.filter((item) => item.tags.includes(tag))
    filter = { label: 'Tag', value: tag }
  } else if (category) {
    shown = shown.filter((item) => item.categories.includes(category))
    filter = { label: 'Category', value: category }
  }
  const page = Math.max(1, Number.parseInt(request.query.page ?? '1', 10) || 1)
  const paged =
    collection.kind === 'blog'
      ? shown.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
      : shown
  const width = collection.kind === 'store' ? 300 : 480
  const items = paged.map((item, index) =>
    buildItemContext(item, collection, env, {
      thumbnailWidth: width,
      aboveFold: index < (collection.kind === 'store' ? 4 : 1),
      thumbnailPriority: index === 0,
    }),
  )
  const base = collectionPath(collection)
  const atelier: PageBody['atelier'] = {}
  if (filter) atelier.filter = filter
  if (collection.kind === 'store') {
    const names = [...new Set(all.flatMap((item) => item.categories))]
    atelier.categories = names.map((name) => ({
      name,
      url: `${base}?category=${encodeURIComponent(name)}`,
      active: name === category,
    }))
    atelier.allActive = category === undefined
  }
  if (collection.kind === 'gallery') {
    const refs = all.flatMap((item) =>
      item.mainImage ? [{ ...item.mainImage, title: item.mainImage.title || item.title }] : [],
    )
    atelier.galleryBlock = {
      gallery: buildGalleryView(
        collection.id,
        collection.title,
        refs,
        collection.gallerySettings ?? DEFAULT_GALLERY_SETTINGS,
        env.snapshot.files,
        CONTENT_WIDTH,
      ),
    }
  }
  const parts: Partial<PageContext> = {
    collection: collectionContext(collection, all.length),
    items,
  }
  if (collection.kind === 'blog') {
    parts.pagination = {
      pageSize: BLOG_PAGE_SIZE,
      page,
      ...(page > 1 ? { prevPageUrl: page === 2 ? base : `${base}?page=${page - 1}` } : {}),
      ...(page * BLOG_PAGE_SIZE < shown.length ? { nextPageUrl: `${base}?page=${page + 1}` } : {}),
    }
  }
  if (collection.kind === 'store') parts.productMerchandisingContext = merchandising(env, items)
  return {
    status: 200,
    pageType: PageType['main-content'],
    template,
    seo: {
      ...seoBase,
      text: items.map((item) => `${item.title}. ${item.views.excerptText}`).join(' '),
      image: items[0]?.views.thumbnail,
    },
    parts,
    atelier,
  }
}

function itemBody(env: RenderEnv, collection: Collection, item: Item): PageBody | undefined {
  const template = ITEM_TEMPLATES[collection.kind]
  if (!template) return undefined
  const context = buildItemContext(item, collection, env, {
    blocks: (it) => itemBlockViews(it, env),
    aboveFold: true,
  })
  const siblings = itemsOf(env, collection)
  const index = siblings.findIndex((candidate) => candidate.id === item.id)
  const brief = (other: Item | undefined) =>
    other && { title: other.title, fullUrl: `${collectionPath(collection)}/${other.urlId}` }
  const prev = brief(siblings[index - 1])
  const next = brief(siblings[index + 1])
  const isProduct = context.views.isProduct
  const atelier: PageBody['atelier'] = {}
  if (isProduct) {
    atelier.related = relatedProducts(item, siblings).map((other) =>
      buildItemContext(other, collection, env, { thumbnailWidth: 240 }),
    )
    const installment = buildInstallmentView(env, context)
    if (installment) atelier.installment = installment
  }
  const merchandised = isProduct ? merchandising(env, [context]) : undefined
  if (merchandised?.[context.id]?.expressCheckout) atelier.expressCheckout = true
  const soldOutText = merchandised?.[context.id]?.customSoldOutText
  if (soldOutText) atelier.soldOutText = soldOutText
  const restock = buildRestockView(env, context, merchandised?.[context.id])
  if (restock) atelier.restock = restock
  if (context.structuredContent?.productType === ProductType['gift-card']) atelier.giftCard = true
  const text = `${item.excerpt} ${blocksText(context.views.layout?.blocks ?? [])}`
  return {
    status: 200,
    pageType: PageType['content-item'],
    template,
    seo: {
      pageTitle: item.title,
      description: item.excerpt,
      text,
      ogType: isProduct ? 'product' : collection.kind === 'blog' ? 'article' : 'website',
      image: context.views.images[0] ?? context.views.mainImage,
      ...(isProduct
        ? { item: { kind: 'product' as const, context } }
        : collection.kind === 'blog'
          ? { item: { kind: 'article' as const, context } }
          : collection.kind === 'events'
            ? { item: { kind: 'event' as const, context } }
            : {}),
      breadcrumbs: [
        { name: collection.title, path: collectionPath(collection) },
        { name: item.title, path: `${collectionPath(collection)}/${item.urlId}` },
      ],
    },
    parts: {
      collection: collectionContext(collection, siblings.length),
      item: context,
      pagination: {
        pageSize: 1,
        page: index + 1,
        ...(prev ? { prevItem: prev } : {}),
        ...(next ? { nextItem: next } : {}),
      },
      ...(merchandised ? { productMerchandisingContext: merchandised } : {}),
    },
    atelier,
  }
}

export function buildPage(env: RenderEnv, request: PageRequest, assets: ThemeAssets): PageResult {
  const segments = request.path.split('/').filter((segment) => segment !== '')
  const home = findHomeCollection(env.snapshot.navigation.main, env.visibleCollections)
  const collection =
    segments.length === 0
      ? home
      : [...env.visibleCollections.values()].find((candidate) => candidate.urlId === segments[0])
  const permission = pagePermissionTypeOf({
    passwordProtected:
      collection !== undefined && env.snapshot.lockedCollectionIds.has(collection.id),
    memberOnly: collection?.memberOnly === true,
  })
  const page = (body: PageBody | undefined): PageResult => {
    const chosen = body ?? notFoundBody()
    const atelier = { ...chosen.atelier, pagePermissionTypeValue: permission }
    return {
      kind: 'page',
      status: chosen.status,
      context: assemblePage(env, request, assets, { ...chosen, atelier }),
    }
  }
  if (!collection || segments.length > 2) return page(undefined)
  if (env.snapshot.lockedCollectionIds.has(collection.id) && !request.unlocked.has(collection.id)) {
    return page(lockBody(collection, request))
  }
  if (segments.length === 2) {
    const item = env.visibleItems.find(
      (candidate) => candidate.collectionId === collection.id && candidate.urlId === segments[1],
    )
    if (item && collection.kind === 'course')
      return page(lessonBody(env, collection, item, request))
    return page(item ? itemBody(env, collection, item) : undefined)
  }
  if (collection.kind === 'link' && collection.externalLink)
    return { kind: 'redirect', location: collection.externalLink.url }
  return page(collectionBody(env, collection, request, collection.id === home?.id))
}
