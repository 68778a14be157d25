import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from './create-store.js'

interface Call {
  method: string
  url: string
  body?: unknown
}

const calls: Call[] = []
let siteLayout: { identifier: string }[] = []
let serverUrlId = 'ceramics-1'

const page = (id: string, kind: string, urlId: string) => ({
  id,
  kind,
  title: id,
  navigationTitle: id,
  urlId,
  status: 'published',
  locked: false,
  memberOnly: false,
  version: 1,
  settingsVersion: 1,
})

// Every call of the flow goes through `api`, so one log shows their order and bodies.
vi.mock('../api/http.js', () => ({
  api: (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, ...(body === undefined ? {} : { body }) })
    if (url === '/api/editor/pages') {
      const created = calls.some((call) => call.url.endsWith('/products') && call.method === 'POST')
      return Promise.resolve({
        navigationVersion: 41,
        sections: [
          {
            id: 'main',
            title: 'Main Navigation',
            pages: [page('home', 'page', 'home'), page('shop', 'store', 'ceramics')],
          },
          {
            id: 'hidden',
            title: 'Not Linked',
            pages: created ? [page('new-store', 'store', 'ceramics-1')] : [],
          },
        ],
      })
    }
    if (url.endsWith('/products')) return Promise.resolve({ id: 'new-store', urlId: serverUrlId })
    if (url.endsWith('/categories')) return Promise.resolve({ id: 'root' })
    if (url === '/api/commondata/GetSiteLayout') return Promise.resolve({ layout: siteLayout })
    if (url === '/api/editor/navigation')
      return Promise.resolve({ sections: [], navigationVersion: 42 })
    return Promise.reject(new Error(`unexpected call ${method} ${url}`))
  },
}))

const products = '/api/content-service/product/1.1/websites/site-1/products'

beforeEach(() => {
  calls.length = 0
  siteLayout = [{ identifier: 'mainNav' }, { identifier: 'secondaryNav' }]
  serverUrlId = 'ceramics-1'
})

describe('createStore (SPEC §4 store creation)', () => {
  it('creates the collection, then its root category, then puts the store first in the main navigation', async () => {
    const result = await createStore('site-1', ' Ceramics ', { addToNavigation: true })
    expect(result).toEqual({ ok: true, collectionId: 'new-store', urlId: 'ceramics-1' })
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${products}`,
      `POST ${products}/new-store/categories`,
      'GET /api/commondata/GetSiteLayout',
      'GET /api/editor/pages',
      'PUT /api/editor/navigation',
    ])
    expect(calls[0]?.body).toEqual({
      navigationTitle: 'Ceramics',
      title: 'Ceramics',
      description: '',
      enabled: true,
    })
    expect(calls[1]?.body).toEqual({
      displayName: 'Ceramics',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    })
    expect(calls[4]?.body).toEqual({
      sections: { main: [{ id: 'new-store' }, { id: 'home' }, { id: 'shop' }], hidden: [] },
      baseVersion: 41,
    })
  })

  it("stops with 'Unable to find site main navigation' when the site layout has no mainNav", async () => {
    siteLayout = [{ identifier: 'secondaryNav' }]
    const result = await createStore('site-1', 'Ceramics', { addToNavigation: true })
    expect(result).toEqual({
      ok: false,
      step: 'navigation',
      message: 'Unable to find site main navigation',
      collectionId: 'new-store',
    })
    expect(calls.some((call) => call.url === '/api/editor/navigation')).toBe(false)
  })

  it('lets the server make the url id from the title, and answers with it', async () => {
    serverUrlId = 'ceramics-2'
    const result = await createStore('site-1', 'Ceramics', { addToNavigation: false })
    expect(calls[0]?.body).not.toHaveProperty('urlId')
    expect(result).toEqual({ ok: true, collectionId: 'new-store', urlId: 'ceramics-2' })
  })

  it('leaves the navigation alone when the owner did not ask for it', async () => {
    await createStore('site-1', 'Ceramics', { addToNavigation: false })
    expect(calls.map((call) => call.method + ' ' + call.url).at(-1)).toBe(
      `POST ${products}/new-store/categories`,
    )
  })
})
