import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Site } from '../sites/site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: store creation (SPEC §4 flow)', (ctx) => {
  let app: FastifyInstance
  let host: string
  let site: Site
  let session: string
  let counter = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({ host, site } = await testSite(ctx, 'Store Site'))
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { host, ...crumbHeaders(session) }, payload })
  const createStore = (title: string, extra: object = {}) =>
    post(`/api/content-service/product/1.1/websites/${site.id}/products`, {
      navigationTitle: title,
      title,
      urlId: '',
      description: '',
      enabled: true,
      ...extra,
    })

  it('derives the url id from the title, with -1, -2 when taken', async () => {
    const urlIds = []
    for (let index = 0; index < 3; index++) {
      const response = await createStore('Shop')
      expect(response.statusCode).toBe(200)
      expect(typeof response.json().id).toBe('string')
      urlIds.push(response.json().urlId)
    }
    expect(urlIds).toEqual(['shop', 'shop-1', 'shop-2'])
  })

  it('transliterates a Cyrillic, Greek or Chinese title, as the editor sends no url id', async () => {
    const { urlId: _none, ...withoutUrlId } = {
      navigationTitle: 'Посуда',
      title: 'Посуда',
      urlId: '',
      description: '',
      enabled: true,
    }
    const cyrillic = await post(
      `/api/content-service/product/1.1/websites/${site.id}/products`,
      withoutUrlId,
    )
    expect(cyrillic.statusCode).toBe(200)
    expect(cyrillic.json().urlId).toBe('posuda')
    expect((await createStore('Κεραμικά')).json().urlId).toBe('keramika')
    expect((await createStore('陶瓷')).json().urlId).toBe('tao-ci')
  })

  it('falls back to "store" when the title gives fewer than 3 characters', async () => {
    expect((await createStore('Ab')).json().urlId).toBe('store')
    expect((await createStore('!')).json().urlId).toBe('store-1')
  })

  it('answers 404 for another website id and needs the owner', async () => {
    const other = await post('/api/content-service/product/1.1/websites/someone-else/products', {
      navigationTitle: 'X',
      title: 'X',
      urlId: '',
      description: '',
      enabled: true,
    })
    expect(other.statusCode).toBe(404)
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/content-service/product/1.1/websites/${site.id}/products`,
      headers: { host, ...crumbHeaders() },
      payload: { navigationTitle: 'X', title: 'X', enabled: true },
    })
    expect(signedOut.statusCode).toBe(401)
  })

  it('creates the store, its root category, then puts it first in the main navigation', async () => {
    const page = await post('/api/editor/pages', { kind: 'page', title: 'Home', section: 'main' })
    const homeId = page.json().page.id
    const store = await createStore('Ceramics', {
      urlId: 'ceramics',
      description: 'Cups and bowls',
    })
    const storeId = store.json().id as string

    const category = await post(
      `/api/content-service/product/1.1/websites/${site.id}/products/${storeId}/categories`,
      {
        displayName: 'Ceramics',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 1,
      },
    )
    expect(category.statusCode).toBe(200)
    expect(category.json()).toMatchObject({
      displayName: 'Ceramics',
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    })
    const notAStore = await post(
      `/api/content-service/product/1.1/websites/${site.id}/products/${homeId}/categories`,
      {
        displayName: 'Nope',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 1,
      },
    )
    expect(notAStore.statusCode).toBe(404)

    const layout = await app.inject({
      method: 'GET',
      url: '/api/commondata/GetSiteLayout',
      headers: { host },
    })
    expect(
      (layout.json().layout as { identifier: string }[]).map((entry) => entry.identifier),
    ).toContain('mainNav')
    const updated = await post('/api/widget/UpdateNavigation', {
      fieldName: 'mainNav',
      templateId: 'default',
      navigation: {
        items: [storeId, homeId].map((collectionId) => ({
          id: `nav-${counter++}`,
          kind: 'collection',
          collectionId,
        })),
      },
    })
    expect(updated.statusCode).toBe(200)

    const pages = await app.inject({
      method: 'GET',
      url: '/api/editor/pages',
      headers: { host, cookie: session },
    })
    const main = pages.json().sections[0].pages as { id: string; kind: string; urlId: string }[]
    expect(main.map((entry) => entry.id)).toEqual([storeId, homeId])
    expect(main[0]).toMatchObject({ kind: 'store', urlId: 'ceramics', status: 'published' })

    const visit = await app.inject({ method: 'GET', url: '/ceramics', headers: { host } })
    expect(visit.statusCode).toBe(200)
  })
})
