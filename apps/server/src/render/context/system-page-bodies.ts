import { PageType, type Collection } from '@atelier/schema'
import type { PageBody, PageRequest } from './page-body.js'
import type { CartPageView, SearchResultView } from './page-context.js'

export function notFoundBody(): PageBody {
  return {
    status: 404,
    pageType: PageType['not-found'],
    template: 'not-found',
    seo: { pageTitle: 'Page Not Found', text: '', noIndex: true },
    parts: {},
  }
}

export function errorBody(): PageBody {
  return {
    status: 500,
    pageType: PageType.error,
    template: 'error',
    seo: { pageTitle: 'Something went wrong', text: '', noIndex: true },
    parts: {},
  }
}

export function searchBody(query: string, results: SearchResultView[]): PageBody {
  const summary =
    query === ''
      ? ''
      : results.length === 0
        ? `No results for “${query}”.`
        : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”`
  return {
    status: 200,
    pageType: PageType.search,
    template: 'search',
    seo: { pageTitle: 'Search', text: '', noIndex: true },
    parts: {},
    atelier: { search: { query, summary, results } },
  }
}

/**
 * SPEC §2 /cart (page type 200, or 205 when the store uses the commerce cart v2): the root the
 * cart-page island draws the cart in, with the store's minimum subtotal and each product's
 * extra-information form for editing a line's answers.
 */
export function cartBody(cartPage: CartPageView, commerceCartV2 = false): PageBody {
  return {
    status: 200,
    pageType: commerceCartV2 ? PageType['commerce-cart-v2'] : PageType['show-cart'],
    template: 'cart',
    seo: { pageTitle: 'Shopping Cart', text: '', noIndex: true },
    parts: {},
    atelier: { cartPage },
  }
}

export function lockBody(collection: Collection, request: PageRequest): PageBody {
  return {
    status: 200,
    pageType: PageType['lock-screen'],
    template: 'lock-screen',
    seo: { pageTitle: collection.title, text: '', noIndex: true },
    parts: {},
    atelier: {
      lock: {
        title: collection.title,
        action: request.path,
        failed: request.lockFailed === 'wrong',
        tooMany: request.lockFailed === 'too-many',
      },
    },
  }
}

/** Decides what a path shows (page, list, item, lock screen, redirect or 404) and builds its context. */
