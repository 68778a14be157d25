import type { Layout } from '@atelier/schema'
import type {
  CreatedStore,
  CreatedStoreCategory,
  FontEntry,
  HeaderFooter,
  ItemDetail,
  ItemSummary,
  NavNode,
  PageContent,
  CollectionKind,
  PagePatch,
  PagesResponse,
  PageSummary,
  NewStore,
  NewStoreCategory,
  Session,
  SiteLayoutResponse,
  FileUse,
  SiteFile,
  SiteStyles,
  TagType,
  Taxonomy,
  Versioned,
} from './api-types.js'
import { api } from './http.js'

const enc = encodeURIComponent
const storeProducts = (websiteId: string) =>
  `/api/content-service/product/1.1/websites/${enc(websiteId)}/products`

/** The editor API contract, one function per call. */
export const editorApi = {
  session: () => api<Session>('GET', '/api/editor/session'),
  login: (body: { email: string; password: string; rememberMe?: boolean }) =>
    api<{ xsrfToken: string }>('POST', '/api/auth/login', body),
  logout: () => api<{ ok: boolean }>('POST', '/api/auth/logout'),
  setupNeeded: () => api<{ needed: boolean }>('GET', '/api/auth/setup'),
  setup: (body: { name: string; email: string; password: string }) =>
    api<{ ok: boolean; email: string }>('POST', '/api/auth/setup', body),

  pages: () => api<PagesResponse>('GET', '/api/editor/pages'),
  createPage: (body: {
    kind: CollectionKind
    title: string
    section: 'main' | 'hidden'
    parentId?: string
  }) => api<{ page: PageSummary }>('POST', '/api/editor/pages', body),
  updatePage: (id: string, patch: PagePatch) =>
    api<{ page: PageSummary }>('PATCH', `/api/editor/pages/${enc(id)}`, patch),
  deletePage: (id: string) => api<void>('DELETE', `/api/editor/pages/${enc(id)}`),
  arrangeNavigation: (
    sections: { main: NavNode[]; hidden: NavNode[]; member?: NavNode[] },
    baseVersion?: number,
  ) => api<PagesResponse>('PUT', '/api/editor/navigation', { sections, baseVersion }),

  /** SPEC §4 store creation, step one: the product collection. */
  createStoreCollection: (websiteId: string, body: NewStore) =>
    api<CreatedStore>('POST', storeProducts(websiteId), body),
  /** Step two: the store's root category. */
  createRootCategory: (websiteId: string, collectionId: string, body: NewStoreCategory) =>
    api<CreatedStoreCategory>(
      'POST',
      `${storeProducts(websiteId)}/${enc(collectionId)}/categories`,
      body,
    ),
  /** The navigation sections by SPEC identifier (`mainNav` …), for step three. */
  siteLayout: () => api<SiteLayoutResponse>('GET', '/api/commondata/GetSiteLayout'),

  content: (id: string) => api<PageContent>('GET', `/api/editor/pages/${enc(id)}/content`),
  saveContent: (id: string, layout: Layout, baseVersion: number) =>
    api<{ version: number }>('PUT', `/api/editor/pages/${enc(id)}/content`, {
      layout,
      baseVersion,
    }),
  publish: (id: string) =>
    api<{ publishedVersion: number }>('POST', `/api/editor/pages/${enc(id)}/publish`),

  items: (collectionId: string, cursor?: string) =>
    api<{ items: ItemSummary[]; nextCursor: string | null }>(
      'GET',
      `/api/editor/collections/${enc(collectionId)}/items${cursor ? `?cursor=${enc(cursor)}` : ''}`,
    ),
  createItem: (collectionId: string, title: string) =>
    api<{ item: ItemDetail }>('POST', `/api/editor/collections/${enc(collectionId)}/items`, {
      title,
    }),
  item: (id: string) => api<{ item: ItemDetail }>('GET', `/api/editor/items/${enc(id)}`),
  updateItem: (
    id: string,
    patch: Partial<Omit<ItemDetail, 'id' | 'version'>> & { baseVersion: number },
  ) => api<{ item: ItemDetail }>('PATCH', `/api/editor/items/${enc(id)}`, patch),
  deleteItem: (id: string) => api<void>('DELETE', `/api/editor/items/${enc(id)}`),
  /** A lesson's fields with its kind, minutes and video (`video: null` takes it away). */
  updateLesson: (
    id: string,
    patch: {
      title: string
      status: ItemDetail['status']
      body: Layout
      lesson: {
        kind: 'text' | 'video'
        durationMinutes: number
        video: { url: string; caption: string } | null
      }
      baseVersion: number
    },
  ) => api<{ item: ItemDetail }>('PATCH', `/api/editor/items/${enc(id)}`, patch),
  /** A course's lessons in a new order: every lesson id once. */
  reorderItems: (collectionId: string, ids: readonly string[]) =>
    api<{ ids: string[] }>('PUT', `/api/editor/collections/${enc(collectionId)}/items/order`, {
      ids,
    }),
  taxonomy: (collectionId: string) =>
    api<Taxonomy>('GET', `/api/editor/collections/${enc(collectionId)}/taxonomy`),
  changeTaxonomy: (
    collectionId: string,
    body: {
      tagType: TagType
      action: 'create' | 'rename' | 'merge' | 'remove'
      name: string
      newName?: string
      names?: string[]
    },
  ) => api<Taxonomy>('POST', `/api/editor/collections/${enc(collectionId)}/taxonomy`, body),

  files: (cursor?: string) =>
    api<{ files: SiteFile[]; nextCursor: string | null }>(
      'GET',
      `/api/editor/files${cursor ? `?cursor=${enc(cursor)}` : ''}`,
    ),
  uploadFile: (file: File, signal?: AbortSignal) => {
    const form = new FormData()
    form.append('file', file)
    return api<{ file?: SiteFile }>('POST', '/api/editor/files', form, signal)
  },
  renameFile: (id: string, name: string) =>
    api<{ file: SiteFile }>('PATCH', `/api/editor/files/${enc(id)}`, { name }),
  deleteFile: (id: string) => api<void>('DELETE', `/api/editor/files/${enc(id)}`),
  fileUsage: (id: string) =>
    api<{ usedOn: FileUse[] }>('GET', `/api/editor/files/${enc(id)}/usage`),

  styles: () => api<Versioned<SiteStyles>>('GET', '/api/editor/styles'),
  saveStyles: (styles: SiteStyles, baseVersion: number) =>
    api<Versioned<SiteStyles>>('PUT', '/api/editor/styles', { ...styles, baseVersion }),
  fonts: () => api<{ fonts: FontEntry[] }>('GET', '/api/editor/fonts'),
  headerFooter: () => api<Versioned<HeaderFooter>>('GET', '/api/site-header-footer'),
  saveHeaderFooter: (body: HeaderFooter, baseVersion: number) =>
    api<Versioned<HeaderFooter>>('PUT', '/api/site-header-footer', { ...body, baseVersion }),
  updateWebsite: (patch: { title?: string; logoFileId?: string | null; baseVersion: number }) =>
    api<{ website: Session['website'] }>('PATCH', '/api/editor/website', patch),
}

/** The calls, as tests type their mocks of them (`vi.fn<EditorApi['pages']>()`). */
export type EditorApi = typeof editorApi
