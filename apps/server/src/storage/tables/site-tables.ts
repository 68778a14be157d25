import type { ColumnType, Generated } from 'kysely'
import type { Flag, JsonColumn } from '../column-types.js'

// The tables of a website's content: the site, its domains, pages (collections), items, product
// variants, navigation, files and site-wide documents.

export interface WebsitesTable {
  id: string
  title: string
  /** The website document; carries its own `schemaVersion`. */
  settings: JsonColumn
  timeZone: string
  currency: string
  isDefault: Flag
  createdAt: string
  updatedAt: string
}

export interface DomainsTable {
  host: string
  websiteId: string
  isPrimary: Flag
}

export interface CollectionsTable {
  id: string
  websiteId: string
  urlId: string
  /** page | blog | store | gallery | events | folder | link */
  type: string
  title: string
  /** main | secondary | hidden, or null when not in navigation. */
  navigationSection: string | null
  navigationOrder: number
  status: string
  passwordHash: string | null
  settings: JsonColumn
  content: JsonColumn
  position: number
  createdAt: string
  updatedAt: string
  // Migration 0004 (the editor).
  /** The editor's draft layout; null while it equals the published `content`. */
  draftContent: ColumnType<unknown, string | null, string | null>
  /** Raised by every draft save; a save naming an older one is refused (409). */
  version: Generated<number>
  /** The draft version that `content` was last published from. */
  publishedVersion: Generated<number>
}

export interface ItemsTable {
  id: string
  websiteId: string
  collectionId: string
  urlId: string
  title: string
  status: string
  publishOn: string | null
  tags: JsonColumn
  categories: JsonColumn
  document: JsonColumn
  position: number
  createdAt: string
  updatedAt: string
  // Migration 0004 (the editor).
  version: Generated<number>
}

export interface ProductVariantsTable {
  id: string
  websiteId: string
  itemId: string
  sku: string
  priceCents: number
  salePriceCents: number
  onSale: Flag
  qtyInStock: number
  unlimited: Flag
  attributes: JsonColumn
  /** Shipping weight of one unit; null when the owner gave none (counted as 0 g). */
  weightGrams: ColumnType<number | null, number | null | undefined, number | null>
  /** The file id of the product image showing this variant; null when none was chosen. */
  imageId: ColumnType<string | null, string | null | undefined, string | null>
  /** The rest of the variant document (option values …); the columns above win over it. */
  document: JsonColumn
  position: number
}

export interface NavigationTable {
  websiteId: string
  /** main | secondary | hidden */
  section: string
  links: JsonColumn
}

export interface FilesTable {
  id: string
  websiteId: string
  /** Relative to DATA_DIR/files, always with forward slashes. */
  path: string
  originalName: string
  mime: string
  size: number
  width: number | null
  height: number | null
  derivedWidths: JsonColumn
  document: JsonColumn
  createdAt: string
}

export interface SiteHeaderFooterTable {
  websiteId: string
  document: JsonColumn
  updatedAt: string
}

export interface SiteStylesTable {
  websiteId: string
  /** Fonts and colours; the theme reads them as CSS variables. */
  document: JsonColumn
  updatedAt: string
}

export interface TaxonomyNamesTable {
  collectionId: string
  /** tag | category */
  tagType: string
  /** Names created in the editor before any item uses them. */
  name: string
}

export interface StoreCategoriesTable {
  id: string
  collectionId: string
  parentCategoryId: string | null
  displayName: string
  /** ROOT for the category a new store starts with. */
  type: string
  pageRendering: string
  displayIndex: number
}
