import { createHash } from 'node:crypto'
import { isCurrencyCode } from '@atelier/commerce'
import type { EngineError } from '@atelier/template-engine'
import { afterpayClearpayOffer } from '../../payments/stripe/afterpay-clearpay.js'
import type { SearchHit } from '../../storage/search-index.js'
import { buildItemContext } from '../context/build-item-context.js'
import { findHomeCollection } from '../context/build-navigation.js'
import { describeText } from '../context/describe-text.js'
import {
  assemblePage,
  buildPage,
  cartBody,
  errorBody,
  notFoundBody,
  searchBody,
  type PageBody,
  type PageRequest,
} from '../context/build-page-context.js'
import { collectionPath } from '../context/content-paths.js'
import type { Theme } from './load-theme.js'
import type { AssembleOptions } from '../context/page-body.js'
import type { PageContext, SearchResultView } from '../context/page-context.js'
import { productForms } from '../context/product-forms.js'
import { cartProductCards, shopUrl } from '../context/cart-product-cards.js'
import { siteMoneyText } from '../../money/product-money.js'
import { RenderCache } from './render-cache.js'
import type { RenderEnv } from '../context/render-env.js'
import { renderHtml } from './render-html.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'
import { nextScheduledAt, visibleCollections, visibleItems } from '../snapshot/visible-content.js'

export type RenderedPage =
  | { kind: 'page'; status: number; pageType: number; html: string; json: string; etag: string }
  | { kind: 'redirect'; location: string }

const KIND_LABELS: Record<string, string> = {
  product: 'Product',
  post: 'Journal',
  event: 'Event',
  page: 'Page',
}

/** Query parameters that change what a page shows; everything else (tracking tags) is ignored. */
const PAGE_QUERY_KEYS = ['page', 'tag', 'category'] as const

export function createEnv(
  snapshot: SiteSnapshot,
  now: Date,
  origin: string,
  memberOpen?: ReadonlySet<string>,
): RenderEnv {
  const collections = visibleCollections(snapshot, now, memberOpen)
  const currency = snapshot.website.settings.storeSettings.currency ?? snapshot.website.currency
  return {
    snapshot,
    now,
    origin,
    currency,
    locale: snapshot.website.locale,
    visibleCollections: collections,
    visibleItems: visibleItems(snapshot, collections, now),
    afterpayClearpay: afterpayClearpayOffer({
      stripeConnected: snapshot.payments?.stripe === true,
      enabled: snapshot.payments?.afterpayClearpay === true,
      currency,
    }),
  }
}

/**
 * Turns requests into HTML (or the JSON context) and keeps the results per published version, so a
 * page is built once per site change and then served from memory.
 */
export interface PageRendererOptions {
  scripts?: readonly string[]
  /** The scripts of a page of this template; `scripts` when absent. */
  scriptsFor?: (template: string) => readonly string[]
  cacheSize?: number
  /** Told about template errors (unknown formatter, bad syntax); the page still renders. */
  onTemplateErrors?: (template: string, errors: readonly EngineError[]) => void
}

export function createPageRenderer(theme: Theme, options: PageRendererOptions = {}) {
  const cache = new RenderCache<RenderedPage>(options.cacheSize ?? 2000)
  const assets = {
    stylesheetUrl: theme.stylesheet.url,
    scripts: options.scripts ?? [],
    ...(options.scriptsFor === undefined ? {} : { scriptsFor: options.scriptsFor }),
  }

  function finish(
    context: PageContext,
    status: number,
    now: Date,
    templateVariant?: string,
  ): RenderedPage & { kind: 'page' } {
    const { html, errors } = renderHtml(theme, context, {
      now: now.getTime(),
      inlineStylesheet: true,
      ...(templateVariant === undefined ? {} : { templateVariant }),
    })
    if (errors.length > 0) options.onTemplateErrors?.(context.atelier.template, errors)
    const json = JSON.stringify(context)
    const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`
    return { kind: 'page', status, pageType: context.atelier.pageType, html, json, etag }
  }

  function page(
    snapshot: SiteSnapshot,
    request: PageRequest,
    now: Date,
    origin: string,
    /** An experiment's theme template variants for this visitor: page template → variant. */
    templateVariants?: ReadonlyMap<string, string>,
  ): RenderedPage {
    const query = PAGE_QUERY_KEYS.flatMap((key) =>
      request.query[key] ? [`${key}=${request.query[key]}`] : [],
    ).join('&')
    const unlocked = [...request.unlocked].sort().join(',')
    const memberOpen = [...(request.memberOpen ?? [])].sort().join(',')
    // A course's page differs by the customer's progress (and by whether anyone is signed in).
    const lessons =
      request.lessons === undefined
        ? ''
        : `${request.lessons.signedIn ? 'in' : 'out'}:${[...request.lessons.completed].sort().join(',')}`
    const key = [
      snapshot.website.id,
      snapshot.version,
      theme.fingerprint,
      origin,
      request.path,
      query,
      unlocked,
      memberOpen,
      lessons,
      request.lockFailed ?? '',
      templateVariants === undefined ? '' : [...templateVariants].join(','),
    ].join('|')
    const hit = cache.get(key, now.getTime())
    if (hit) return hit
    const env = createEnv(snapshot, now, origin, request.memberOpen)
    const result = buildPage(env, request, assets)
    const rendered =
      result.kind === 'redirect'
        ? result
        : finish(
            result.context,
            result.status,
            now,
            templateVariants?.get(result.context.atelier.template),
          )
    cache.set(key, rendered, nextScheduledAt(snapshot, now))
    return rendered
  }

  function search(
    snapshot: SiteSnapshot,
    query: string,
    hits: readonly SearchHit[],
    now: Date,
    origin: string,
  ): RenderedPage {
    const env = createEnv(snapshot, now, origin)
    const home = findHomeCollection(snapshot.navigation.main, env.visibleCollections)
    const results: SearchResultView[] = []
    for (const hit of hits) {
      const item = env.visibleItems.find((candidate) => candidate.id === hit.id)
      const collection = env.visibleCollections.get(item?.collectionId ?? hit.id)
      if (!collection || snapshot.lockedCollectionIds.has(collection.id)) continue
      const context = item
        ? buildItemContext(item, collection, env, { thumbnailWidth: 100 })
        : undefined
      results.push({
        url: context?.fullUrl ?? (collection.id === home?.id ? '/' : collectionPath(collection)),
        title: item?.title ?? collection.title,
        kindLabel: KIND_LABELS[hit.kind] ?? 'Page',
        snippet: describeText(hit.excerpt, 160),
        ...(context?.views.thumbnail ? { thumbnail: context.views.thumbnail } : {}),
      })
    }
    const context = assemblePage(
      env,
      { path: '/search', query: {}, unlocked: new Set() },
      assets,
      searchBody(query, results),
    )
    return finish(context, 200, now)
  }

  /** SPEC §2 /cart: the same for every visitor (the island loads the cart), so cached like a page. */
  function cart(snapshot: SiteSnapshot, now: Date, origin: string): RenderedPage {
    const key = ['cart', snapshot.website.id, snapshot.version, theme.fingerprint, origin].join('|')
    const hit = cache.get(key, now.getTime())
    if (hit) return hit
    const env = createEnv(snapshot, now, origin)
    const store = snapshot.website.settings.storeSettings
    const minimum = store.minimumOrderSubtotalCents
    const body = cartBody(
      {
        minimumSubtotalCents: minimum,
        minimumSubtotalText: minimumSubtotalText(env, minimum),
        productForms: productForms(snapshot),
        productCards: cartProductCards(snapshot),
        shopUrl: shopUrl(snapshot),
      },
      store.commerceCartV2,
    )
    const context = assemblePage(
      env,
      { path: '/cart', query: {}, unlocked: new Set() },
      assets,
      body,
    )
    const rendered = finish(context, body.status, now)
    cache.set(key, rendered, nextScheduledAt(snapshot, now))
    return rendered
  }

  /**
   * A page whose body another area builds (the checkout pages) in the site frame. Not cached: such
   * bodies differ per visitor or order.
   */
  function system(
    snapshot: SiteSnapshot,
    path: string,
    body: PageBody,
    now: Date,
    origin: string,
    options: AssembleOptions = {},
  ): RenderedPage & { kind: 'page' } {
    const env = createEnv(snapshot, now, origin)
    const context = assemblePage(
      env,
      { path, query: {}, unlocked: new Set() },
      assets,
      body,
      options,
    )
    return finish(context, body.status, now)
  }

  function failure(
    snapshot: SiteSnapshot,
    path: string,
    now: Date,
    origin: string,
    kind: 'not-found' | 'error',
  ): RenderedPage {
    const env = createEnv(snapshot, now, origin)
    const body = kind === 'error' ? errorBody() : notFoundBody()
    const context = assemblePage(env, { path, query: {}, unlocked: new Set() }, assets, body)
    return finish(context, body.status, now)
  }

  return { page, search, cart, system, failure, theme }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>

/** The store's minimum order subtotal as the site prints money, for the cart page's message. */
function minimumSubtotalText(env: RenderEnv, minimumCents: number): string {
  if (minimumCents <= 0 || !isCurrencyCode(env.currency)) return ''
  return siteMoneyText(env.snapshot.website)(minimumCents, env.currency)
}
