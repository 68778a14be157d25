import type { ItemDetail, PageSummary, Session, SiteFile } from '../api/api-types.js'

/*
 * Answers of the editor API for the unit tests that mock `api/editor-api.js`, typed by the shapes
 * the server declares its answers with (`@atelier/schema`): a shape change breaks the tests that
 * hand the editor an answer the server no longer sends. Each builder fills what a test does not
 * care about; the mocks themselves are `vi.fn<EditorApi['call']>()`, so their answers are checked.
 */

/** A page-list row: a published page, nothing special. */
export function pageSummary(over: Partial<PageSummary> & Pick<PageSummary, 'id'>): PageSummary {
  return {
    kind: 'page',
    title: over.id,
    navigationTitle: over.title ?? over.id,
    urlId: over.id,
    status: 'published',
    locked: false,
    memberOnly: false,
    version: 1,
    settingsVersion: 1,
    ...over,
  }
}

/** A blog post as the post editor opens it: a draft without body. */
export function itemDetail(over: Partial<ItemDetail> & Pick<ItemDetail, 'id'>): ItemDetail {
  return {
    collectionId: 'blog',
    title: over.id,
    urlId: over.id,
    status: 'draft',
    excerpt: '',
    tags: [],
    categories: [],
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    body: null,
    ...over,
  }
}

/** A file of the file manager. */
export function siteFile(over: Partial<SiteFile> & Pick<SiteFile, 'id'>): SiteFile {
  return {
    url: `/files/${over.id}`,
    name: over.id,
    mime: 'application/octet-stream',
    size: 1,
    ...over,
  }
}

/** The owner signed in on a site in New York time. */
export function signedInSession(over: Partial<Session['website']> = {}): Session {
  return {
    user: { id: 'u1', email: 'owner@example.com' },
    website: {
      id: 'w1',
      baseUrl: 'https://shop.example',
      title: 'Shop',
      logoFileId: null,
      identityVersion: 1,
      ...over,
    },
    crumb: 'c',
  }
}
