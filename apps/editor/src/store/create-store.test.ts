import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import type { PagesResponse, SiteLayoutResponse } from '../api/api-types.js'
import { pageSummary } from '../testing/api-answers.js'
import { createStore } from './create-store.js'

// The calls of the flow, mocked with the shapes the server answers with (`@atelier/schema`): an
// answer the server no longer sends fails the typecheck of this test.
const api = vi.hoisted(() => ({
  pages: vi.fn<EditorApi['pages']>(),
  createStoreCollection: vi.fn<EditorApi['createStoreCollection']>(),
  createRootCategory: vi.fn<EditorApi['createRootCategory']>(),
  siteLayout: vi.fn<EditorApi['siteLayout']>(),
  arrangeNavigation: vi.fn<EditorApi['arrangeNavigation']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

/** The order the calls were made in, by name. */
const order = (): string[] =>
  Object.entries(api)
    .flatMap(([name, mock]) => mock.mock.invocationCallOrder.map((at: number) => ({ name, at })))
    .sort((a, b) => a.at - b.at)
    .map((call) => call.name)

const layoutWith = (...identifiers: string[]): SiteLayoutResponse => ({
  layout: identifiers.map((identifier) => ({ identifier, links: [] })),
})

let created = false
const pagesAnswer = (): PagesResponse => ({
  navigationVersion: 41,
  sections: [
    {
      id: 'main',
      title: 'Main Navigation',
      pages: [
        pageSummary({ id: 'home' }),
        pageSummary({ id: 'shop', kind: 'store', urlId: 'ceramics' }),
      ],
    },
    {
      id: 'hidden',
      title: 'Not Linked',
      pages: created ? [pageSummary({ id: 'new-store', kind: 'store', urlId: 'ceramics-1' })] : [],
    },
  ],
})

beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset()
  created = false
  api.pages.mockImplementation(async () => pagesAnswer())
  api.createStoreCollection.mockImplementation(async () => {
    created = true
    return { id: 'new-store', urlId: 'ceramics-1' }
  })
  api.createRootCategory.mockImplementation(async (_site, _store, body) => ({
    ...body,
    id: 'root',
  }))
  api.siteLayout.mockResolvedValue(layoutWith('mainNav', 'secondaryNav'))
  api.arrangeNavigation.mockResolvedValue({ sections: [], navigationVersion: 42 })
})

describe('createStore (SPEC §4 store creation)', () => {
  it('creates the collection, then its root category, then puts the store first in the main navigation', async () => {
    const result = await createStore('site-1', ' Ceramics ', { addToNavigation: true })
    expect(result).toEqual({ ok: true, collectionId: 'new-store', urlId: 'ceramics-1' })
    expect(order()).toEqual([
      'createStoreCollection',
      'createRootCategory',
      'siteLayout',
      'pages',
      'arrangeNavigation',
    ])
    expect(api.createStoreCollection).toHaveBeenCalledWith('site-1', {
      navigationTitle: 'Ceramics',
      title: 'Ceramics',
      description: '',
      enabled: true,
    })
    expect(api.createRootCategory).toHaveBeenCalledWith('site-1', 'new-store', {
      displayName: 'Ceramics',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    })
    expect(api.arrangeNavigation).toHaveBeenCalledWith(
      { main: [{ id: 'new-store' }, { id: 'home' }, { id: 'shop' }], hidden: [] },
      41,
    )
  })

  it("stops with 'Unable to find site main navigation' when the site layout has no mainNav", async () => {
    api.siteLayout.mockResolvedValue(layoutWith('secondaryNav'))
    const result = await createStore('site-1', 'Ceramics', { addToNavigation: true })
    expect(result).toEqual({
      ok: false,
      step: 'navigation',
      message: 'Unable to find site main navigation',
      collectionId: 'new-store',
    })
    expect(api.arrangeNavigation).not.toHaveBeenCalled()
  })

  it('lets the server make the url id from the title, and answers with it', async () => {
    api.createStoreCollection.mockResolvedValue({ id: 'new-store', urlId: 'ceramics-2' })
    const result = await createStore('site-1', 'Ceramics', { addToNavigation: false })
    expect(api.createStoreCollection.mock.calls[0]?.[1]).not.toHaveProperty('urlId')
    expect(result).toEqual({ ok: true, collectionId: 'new-store', urlId: 'ceramics-2' })
  })

  it('leaves the navigation alone when the owner did not ask for it', async () => {
    await createStore('site-1', 'Ceramics', { addToNavigation: false })
    expect(order().at(-1)).toBe('createRootCategory')
    expect(api.siteLayout).not.toHaveBeenCalled()
  })

  it('says which step stopped the flow when the server refuses the category', async () => {
    api.createRootCategory.mockRejectedValue(new Error('A store holds at most 200 categories.'))
    const result = await createStore('site-1', 'Ceramics', { addToNavigation: true })
    expect(result).toEqual({
      ok: false,
      step: 'category',
      message: 'A store holds at most 200 categories.',
      collectionId: 'new-store',
    })
  })
})
