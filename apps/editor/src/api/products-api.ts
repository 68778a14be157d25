import { api } from './http.js'

export type ProductStatus = 'published' | 'draft' | 'scheduled' | 'private' | 'needs-review'

export interface ProductImage {
  fileId?: string
  assetUrl?: string
  altText: string
  title?: string
  mediaFocalPoint?: { x: number; y: number }
}

export interface ProductVariant {
  id?: string
  sku: string
  priceCents: number
  salePriceCents: number
  onSale: boolean
  qtyInStock: number
  /** The stock the editor loaded; the server keeps its own count when this equals qtyInStock. */
  qtyInStockBase?: number
  unlimited: boolean
  attributes: Record<string, string>
  weightGrams?: number
  imageId?: string
  dimensions?: { lengthCm: number; widthCm: number; heightCm: number }
  optionValues?: { optionName: string; value: string }[]
}

export interface ProductContent {
  productType: 1 | 2 | 3 | 4
  variants: ProductVariant[]
  variantOptionOrdering: string[]
  images: ProductImage[]
  isSubscribable?: boolean
  subscriptionPlan?: {
    billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' }
    numBillingCycles: number
  }
  giftCardDenominationsCents?: number[]
  additionalFieldsFormId?: string
  downloadFileId?: string
  customSoldOutText?: string
  scarcityEnabled?: boolean
  scarcityThreshold?: number
  expressCheckout?: boolean
  restockNotificationsEnabled?: boolean
  mailingListSignUpEnabled?: boolean
  mailingListOptInByDefault?: boolean
  useCustomAddButtonText?: boolean
  customAddButtonText?: string
  [key: string]: unknown
}

export interface Product {
  id: string
  collectionId: string
  title: string
  urlId: string
  status: ProductStatus
  publishOn?: string
  tags: string[]
  categories: string[]
  excerpt: string
  body?: { schemaVersion: number; columns: number; blocks: unknown[] }
  seo?: { title: string; description: string }
  structuredContent: ProductContent
}

export interface ProductDetail {
  product: Product
  version: number
  updatedAt: string
  /** The files the product names (images, download), by id. */
  files: Record<string, { url: string; name: string }>
}

export interface ProductRow {
  id: string
  collectionId: string
  title: string
  urlId: string
  status: ProductStatus
  publishOn: string | null
  productType: number
  categories: string[]
  thumbnailUrl: string | null
  variantCount: number
  minPriceCents: number | null
  maxPriceCents: number | null
  stock: number | null
  version: number
  updatedAt: string
}

export interface ProductListQuery {
  query?: string
  type?: number
  visibility?: 'published' | 'hidden' | 'scheduled'
  category?: string
  stock?: 'in-stock' | 'out-of-stock' | 'low-stock'
  collectionId?: string
  sort?: string
  page?: number
}

export interface ProductList {
  products: ProductRow[]
  total: number
  page: number
  pageSize: number
  currency: string
}

export type ProductInput = Omit<Product, 'id' | 'collectionId' | 'urlId'> & { urlId?: string }

export interface InventoryRow {
  variantId: string
  itemId: string
  productTitle: string
  sku: string
  attributes: Record<string, string>
  qtyInStock: number
  unlimited: boolean
}

export interface StockChange {
  variantId: string
  set?: number
  adjust?: number
  unlimited?: boolean
}

const enc = encodeURIComponent

function queryString(query: object): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${enc(key)}=${enc(String(value))}`)
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}

/** The back office's product and inventory calls. */
export const productsApi = {
  list: (query: ProductListQuery) =>
    api<ProductList>('GET', `/api/editor/store/products${queryString(query)}`),
  get: (id: string) => api<ProductDetail>('GET', `/api/editor/store/products/${enc(id)}`),
  create: (collectionId: string, input: ProductInput) =>
    api<ProductDetail>(
      'POST',
      `/api/editor/store/collections/${enc(collectionId)}/products`,
      input,
    ),
  save: (id: string, input: ProductInput, baseVersion: number) =>
    api<ProductDetail>('PUT', `/api/editor/store/products/${enc(id)}`, { ...input, baseVersion }),
  duplicate: (id: string) =>
    api<ProductDetail>('POST', `/api/editor/store/products/${enc(id)}/duplicate`),
  remove: (id: string) => api<undefined>('DELETE', `/api/editor/store/products/${enc(id)}`),
  reorder: (collectionId: string, ids: string[]) =>
    api<undefined>('PUT', `/api/editor/store/collections/${enc(collectionId)}/product-order`, {
      ids,
    }),
  inventory: (query: { query?: string; lowStock?: boolean; page?: number }) =>
    api<{ variants: InventoryRow[]; total: number; page: number; pageSize: number }>(
      'GET',
      `/api/editor/store/inventory${queryString(query)}`,
    ),
  changeStock: (changes: StockChange[]) =>
    api<{ changed: (InventoryRow & { qtyInStock: number })[] }>(
      'POST',
      '/api/editor/store/inventory',
      { changes },
    ),
}

export interface ImportOutcome {
  line: number
  handle: string
  title: string
  action: 'create' | 'update' | 'unchanged' | 'error'
  errors: string[]
  warnings: string[]
}

export interface ImportAnswer {
  dryRun: boolean
  summary: { create: number; update: number; unchanged: number; error: number }
  products: ImportOutcome[]
}

export type CsvFormat = 'shopify' | 'squarespace'

/** Product CSV export addresses and the import call. */
export const productCsvApi = {
  exportUrl: (format: CsvFormat) => `/api/editor/store/products.csv?format=${format}`,
  import: (input: { format: CsvFormat; csv: string; collectionId: string; dryRun: boolean }) =>
    api<ImportAnswer>('POST', '/api/editor/store/products/import', input),
}
