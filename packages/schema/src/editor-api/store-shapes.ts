/*
 * The calls of SPEC §4 store creation (SPEC §3 payloads), as the server declares their bodies and
 * answers and the editor sends and reads them.
 */

/** SPEC §3 store collection payload: step one, the product collection. */
export interface NewStore {
  navigationTitle: string
  title: string
  /** The url id asked for; the server makes it unique. */
  urlId?: string
  description?: string
  enabled: boolean
}

/** The answer to step one: the store's id and the url id it really got. */
export interface CreatedStore {
  id: string
  urlId: string
}

/** SPEC §3 root category payload: step two. */
export interface NewStoreCategory {
  displayName: string
  parentCategoryId: string | null
  type: 'ROOT'
  pageRendering: 'LIST_VIEW'
  displayIndex: number
}

/** The answer to step two: the category as stored. */
export type CreatedStoreCategory = NewStoreCategory & { id: string }

/**
 * SPEC §3 site layout response (`GET /api/commondata/GetSiteLayout`): the navigation sections,
 * main (`mainNav`) first; each link with collectionId, children, externalLink, memberAreaId.
 */
export interface SiteLayoutResponse {
  layout: { identifier: string; links: Record<string, unknown>[] }[]
}
