import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, ImageOff, Plus, Trash2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { pickerApi } from '../api/picker-api.js'
import type { ProductListQuery, ProductRow } from '../api/products-api.js'
import { productsApi } from '../api/products-api.js'
import { editorStrings, fill } from '../strings.js'
import { formatCents } from './money-input.js'
import { productStrings as s } from './product-strings.js'
import './products.css'
import { ConfirmDialog } from '../ui/confirm-dialog.js'
import { EmptyState, ErrorState, LoadingState } from '../ui/states.js'

const ProductEditor = lazy(() => import('./product-editor.js'))
const ProductOrder = lazy(() => import('./product-order.js'))
const ProductCsvPanel = lazy(() => import('./product-csv-panel.js'))

type View =
  | { kind: 'list' }
  | { kind: 'edit'; id: string; created?: boolean }
  | { kind: 'new'; collectionId: string }
  | { kind: 'order'; collectionId: string }
  | { kind: 'csv' }

export const productsKey = ['back-office', 'products'] as const

/** Commerce › Products: the site's products, searched, filtered and sorted, and their editor. */
export default function ProductsPanel() {
  const [view, setView] = useState<View>({ kind: 'list' })
  const back = () => setView({ kind: 'list' })
  if (view.kind === 'list') return <ProductList onOpen={setView} />
  return (
    <Suspense fallback={<p>{editorStrings.loading}</p>}>
      {view.kind === 'csv' ? (
        <ProductCsvPanel onBack={back} />
      ) : view.kind === 'order' ? (
        <ProductOrder collectionId={view.collectionId} onBack={back} />
      ) : (
        <ProductEditor
          key={view.kind === 'edit' ? view.id : 'new'}
          id={view.kind === 'edit' ? view.id : undefined}
          collectionId={view.kind === 'new' ? view.collectionId : undefined}
          justCreated={view.kind === 'edit' && view.created === true}
          onBack={back}
          onCreated={(id) => setView({ kind: 'edit', id, created: true })}
        />
      )}
    </Suspense>
  )
}

function statusBadge(row: Pick<ProductRow, 'status'>) {
  const kind =
    row.status === 'published' ? 'published' : row.status === 'scheduled' ? 'scheduled' : 'hidden'
  return <span className={`bo-badge bo-badge-${kind}`}>{s.visibility[kind]}</span>
}

function priceRange(row: ProductRow, currency: string): string {
  if (row.minPriceCents === null || row.maxPriceCents === null) return '—'
  const low = formatCents(row.minPriceCents, currency)
  return row.minPriceCents === row.maxPriceCents
    ? low
    : `${low} – ${formatCents(row.maxPriceCents, currency)}`
}

function stockText(row: ProductRow): string {
  if (row.stock === null) return s.unlimited
  if (row.stock === 0) return s.outOfStock
  return fill(s.inStock, { count: row.stock })
}

function ProductList({ onOpen }: { onOpen: (view: View) => void }) {
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<ProductListQuery>({ sort: 'title', page: 1 })
  const [search, setSearch] = useState('')
  const [actionError, setActionError] = useState('')
  const [deleting, setDeleting] = useState<ProductRow | null>(null)
  const stores = useQuery({
    queryKey: ['back-office', 'stores'],
    queryFn: () => pickerApi.collections('store'),
  })
  const list = useQuery({
    queryKey: [...productsKey, filters],
    queryFn: () => productsApi.list(filters),
    placeholderData: (previous) => previous,
  })
  const change = (patch: Partial<ProductListQuery>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }))
  const refresh = () => queryClient.invalidateQueries({ queryKey: productsKey })
  const duplicate = useMutation({
    mutationFn: (id: string) => productsApi.duplicate(id),
    onSuccess: async (detail) => {
      await refresh()
      onOpen({ kind: 'edit', id: detail.product.id })
    },
    onError: (error) => setActionError(error.message),
  })
  const remove = useMutation({
    mutationFn: (id: string) => productsApi.remove(id),
    onSuccess: refresh,
    onError: (error) => setActionError(error.message),
  })
  const storeList = stores.data?.collections ?? []
  const firstStore = filters.collectionId ?? storeList[0]?.id
  const data = list.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const filtered =
    Boolean(filters.query) ||
    filters.type !== undefined ||
    filters.visibility !== undefined ||
    filters.stock !== undefined ||
    Boolean(filters.category)
  return (
    <div className="bo-panel">
      <div className="bo-heading">
        <h2>{s.products}</h2>
        <div className="bo-actions">
          <button type="button" onClick={() => onOpen({ kind: 'csv' })}>
            Import / Export
          </button>
          {firstStore ? (
            <button
              type="button"
              onClick={() => onOpen({ kind: 'order', collectionId: firstStore })}
            >
              {s.reorder}
            </button>
          ) : null}
          <button
            type="button"
            className="bo-primary"
            disabled={!firstStore}
            onClick={() => firstStore && onOpen({ kind: 'new', collectionId: firstStore })}
          >
            <Plus aria-hidden size={16} /> {s.addProduct}
          </button>
        </div>
      </div>
      {stores.data && storeList.length === 0 ? <p className="bo-sub">{s.noStores}</p> : null}
      <form
        className="bo-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          change({ query: search.trim() || undefined })
        }}
      >
        <label className="bo-search">
          <span className="bo-visually-hidden">{s.search}</span>
          <input
            type="search"
            placeholder={s.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={() => change({ query: search.trim() || undefined })}
          />
        </label>
        {storeList.length > 1 ? (
          <label>
            <span className="bo-visually-hidden">{s.storePage}</span>
            <select
              value={filters.collectionId ?? ''}
              onChange={(event) => change({ collectionId: event.target.value || undefined })}
            >
              <option value="">{s.allStores}</option>
              {storeList.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          <span className="bo-visually-hidden">Product type</span>
          <select
            value={filters.type ?? ''}
            onChange={(event) =>
              change({ type: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{s.allTypes}</option>
            {Object.entries(s.types).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="bo-visually-hidden">Visibility</span>
          <select
            value={filters.visibility ?? ''}
            onChange={(event) =>
              change({
                visibility: (event.target.value || undefined) as ProductListQuery['visibility'],
              })
            }
          >
            <option value="">{s.allVisibility}</option>
            {Object.entries(s.visibility).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="bo-visually-hidden">Stock</span>
          <select
            value={filters.stock ?? ''}
            onChange={(event) =>
              change({ stock: (event.target.value || undefined) as ProductListQuery['stock'] })
            }
          >
            <option value="">{s.allStock}</option>
            {Object.entries(s.stockFilters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="bo-visually-hidden">{s.category}</span>
          <input
            placeholder={s.category}
            defaultValue={filters.category ?? ''}
            onBlur={(event) => change({ category: event.target.value.trim() || undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                change({ category: event.currentTarget.value.trim() || undefined })
              }
            }}
          />
        </label>
        <label>
          <span className="bo-visually-hidden">{s.sort}</span>
          <select value={filters.sort} onChange={(event) => change({ sort: event.target.value })}>
            {Object.entries(s.sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {actionError ? (
        <p role="alert" className="bo-error">
          {actionError}
        </p>
      ) : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.isPending ? <LoadingState /> : null}
      {data && data.products.length === 0 ? (
        <EmptyState>{filtered ? s.noMatches : s.noProducts}</EmptyState>
      ) : null}
      {data && data.products.length > 0 ? (
        <table className="bo-table" aria-label={s.products}>
          <thead>
            <tr>
              <th scope="col">
                <span className="bo-visually-hidden">Image</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col">Status</th>
              <th scope="col">Type</th>
              <th scope="col" className="bo-num">
                Price
              </th>
              <th scope="col" className="bo-num">
                Stock
              </th>
              <th scope="col">
                <span className="bo-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((row) => (
              <tr key={row.id}>
                <td className="bo-thumb">
                  {row.thumbnailUrl ? (
                    <img src={row.thumbnailUrl} alt="" width={40} height={40} loading="lazy" />
                  ) : (
                    <ImageOff aria-hidden size={20} />
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="bo-link"
                    onClick={() => onOpen({ kind: 'edit', id: row.id })}
                  >
                    {row.title}
                  </button>
                  <div className="bo-sub">{fill(s.variants, { count: row.variantCount })}</div>
                </td>
                <td>{statusBadge(row)}</td>
                <td>{s.types[row.productType] ?? ''}</td>
                <td className="bo-num">{priceRange(row, data.currency)}</td>
                <td className="bo-num">{stockText(row)}</td>
                <td>
                  <div className="bo-row-actions">
                    <button
                      type="button"
                      aria-label={`${s.duplicate} ${row.title}`}
                      title={s.duplicate}
                      onClick={() => duplicate.mutate(row.id)}
                    >
                      <Copy aria-hidden size={16} />
                    </button>
                    <button
                      type="button"
                      aria-label={`${s.delete} ${row.title}`}
                      title={s.delete}
                      onClick={() => setDeleting(row)}
                    >
                      <Trash2 aria-hidden size={16} />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data && pages > 1 ? (
        <nav className="bo-pager" aria-label="Pages">
          <button
            type="button"
            disabled={data.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: data.page - 1 }))}
          >
            {s.previous}
          </button>
          <span>{fill(s.pageOf, { page: data.page, pages })}</span>
          <button
            type="button"
            disabled={data.page >= pages}
            onClick={() => setFilters((f) => ({ ...f, page: data.page + 1 }))}
          >
            {s.next}
          </button>
        </nav>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={s.deleteProduct}
        description={fill(s.confirmDelete, { title: deleting?.title ?? '' })}
        confirmLabel={s.delete}
        cancelLabel={s.cancel}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id)
          setDeleting(null)
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
