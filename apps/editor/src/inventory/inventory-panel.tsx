import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { InventoryRow, StockChange } from '../api/products-api.js'
import { productsApi } from '../api/products-api.js'
import { productStrings as s } from '../products/product-strings.js'
import { fill } from '../strings.js'
import { EmptyState, ErrorState, LoadingState } from '../ui/states.js'
import '../products/products.css'

const inventoryKey = ['back-office', 'inventory'] as const

/**
 * Commerce › Inventory: every variant with its stock, edited in place, or set and adjusted for
 * the chosen rows at once. All changes go through the server's one stock path, so a variant
 * coming back from zero mails its restock sign-ups.
 */
export default function InventoryPanel() {
  const queryClient = useQueryClient()
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState('')
  const [lowStock, setLowStock] = useState(false)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [bulkValue, setBulkValue] = useState('')
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string }>()
  const list = useQuery({
    queryKey: [...inventoryKey, query, lowStock, page],
    queryFn: () =>
      productsApi.inventory({ query: query || undefined, lowStock: lowStock || undefined, page }),
    placeholderData: (previous) => previous,
  })
  const change = useMutation({
    mutationFn: (changes: StockChange[]) => productsApi.changeStock(changes),
    onSuccess: async (answer) => {
      setStatus({ kind: 'ok', text: `Stock saved for ${answer.changed.length} variant(s).` })
      await queryClient.invalidateQueries({ queryKey: inventoryKey })
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'products'] })
    },
    onError: (error) => setStatus({ kind: 'error', text: error.message }),
  })
  const rows = list.data?.variants ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1
  const bulk = (kind: 'set' | 'adjust') => {
    const amount = Number(bulkValue)
    if (bulkValue.trim() === '' || !Number.isInteger(amount) || (kind === 'set' && amount < 0)) {
      setStatus({ kind: 'error', text: 'Enter a whole number of units.' })
      return
    }
    change.mutate([...selected].map((variantId) => ({ variantId, [kind]: amount })))
  }
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.variantId))
  return (
    <div className="bo-panel">
      <div className="bo-heading">
        <h2>{s.inventory}</h2>
      </div>
      <form
        className="bo-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
          setQuery(search.trim())
        }}
      >
        <label className="bo-search">
          <span className="bo-visually-hidden">{s.search}</span>
          <input
            type="search"
            placeholder={s.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={lowStock}
            onChange={(event) => {
              setPage(1)
              setLowStock(event.target.checked)
            }}
          />
          Low stock only (5 or fewer)
        </label>
      </form>
      <div className="bo-bulk" role="group" aria-label="Change the chosen variants">
        <span>{selected.size} chosen</span>
        <label>
          <span className="bo-visually-hidden">Units</span>
          <input
            type="number"
            value={bulkValue}
            placeholder="Units"
            onChange={(event) => setBulkValue(event.target.value)}
          />
        </label>
        <button type="button" disabled={selected.size === 0} onClick={() => bulk('set')}>
          Set stock
        </button>
        <button type="button" disabled={selected.size === 0} onClick={() => bulk('adjust')}>
          Add (or remove with −)
        </button>
      </div>
      {status ? (
        <p
          role={status.kind === 'ok' ? 'status' : 'alert'}
          className={`bo-${status.kind === 'ok' ? 'ok' : 'error'}`}
        >
          {status.text}
        </p>
      ) : null}
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.data && rows.length === 0 ? (
        <EmptyState>{query || lowStock ? 'No variants match.' : 'No products yet.'}</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <table className="bo-table" aria-label={s.inventory}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Choose every variant on this page"
                  checked={allChosen}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked ? new Set(rows.map((row) => row.variantId)) : new Set(),
                    )
                  }
                />
              </th>
              <th scope="col">Product</th>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col">Unlimited</th>
              <th scope="col" className="bo-num">
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <InventoryLine
                key={`${row.variantId}-${row.qtyInStock}-${row.unlimited}`}
                row={row}
                chosen={selected.has(row.variantId)}
                onChoose={(chosen) =>
                  setSelected((current) => {
                    const next = new Set(current)
                    if (chosen) next.add(row.variantId)
                    else next.delete(row.variantId)
                    return next
                  })
                }
                onChange={(patch) => change.mutate([{ variantId: row.variantId, ...patch }])}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data && pages > 1 ? (
        <nav className="bo-pager" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {s.previous}
          </button>
          <span>{fill(s.pageOf, { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {s.next}
          </button>
        </nav>
      ) : null}
    </div>
  )
}

function InventoryLine({
  row,
  chosen,
  onChoose,
  onChange,
}: {
  row: InventoryRow
  chosen: boolean
  onChoose: (chosen: boolean) => void
  onChange: (patch: { set?: number; unlimited?: boolean }) => void
}) {
  const [value, setValue] = useState(String(row.qtyInStock))
  const name = Object.values(row.attributes).join(' / ') || '—'
  const label = `${row.productTitle} ${name === '—' ? '' : name}`.trim()
  const commit = () => {
    const next = Number(value)
    if (value.trim() === '' || !Number.isInteger(next) || next < 0) {
      setValue(String(row.qtyInStock))
      return
    }
    if (next !== row.qtyInStock) onChange({ set: next })
  }
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={`Choose ${label}`}
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
        />
      </td>
      <td>{row.productTitle}</td>
      <td>{name}</td>
      <td>{row.sku}</td>
      <td>
        <input
          type="checkbox"
          aria-label={`${label} unlimited stock`}
          checked={row.unlimited}
          onChange={(event) => onChange({ unlimited: event.target.checked })}
        />
      </td>
      <td className="bo-num">
        <input
          type="number"
          min={0}
          max={1_000_000}
          className="bo-stock-input"
          aria-label={`Stock of ${label}`}
          disabled={row.unlimited}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit()
            }
          }}
        />
      </td>
    </tr>
  )
}
