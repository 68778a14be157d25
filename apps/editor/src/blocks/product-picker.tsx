import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { pickerApi } from '../api/picker-api.js'
import type { ProductChoice } from '../api/picker-api.js'
import { editorStrings } from '../strings.js'

/** Typing pauses this long before the list is asked for again. */
const searchDelayMs = 250

/** The product block's choice: a searchable list of the site's products, 50 at a time. */
export function ProductPicker({
  value,
  onChange,
}: {
  value: string
  onChange: (productId: string) => void
}) {
  const id = useId()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), searchDelayMs)
    return () => clearTimeout(timer)
  }, [search])
  const products = useInfiniteQuery({
    queryKey: ['editor', 'products', query],
    queryFn: ({ pageParam }) => pickerApi.products(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const all: ProductChoice[] = products.data?.pages.flatMap((page) => page.products) ?? []
  return (
    <div className="ed-picker ed-product-picker">
      <label htmlFor={`${id}-search`}>{editorStrings.searchProducts}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {products.isPending ? <p aria-busy="true">{editorStrings.loading}</p> : null}
      {products.isError ? (
        <div className="ed-picker-error">
          <p role="alert">{editorStrings.unableToLoadResults}</p>
          <button type="button" onClick={() => void products.refetch()}>
            {editorStrings.retry}
          </button>
        </div>
      ) : null}
      {products.isSuccess && all.length === 0 ? (
        <p role="status" className="ed-picker-empty">
          {query === '' ? editorStrings.noProducts : editorStrings.noProductsMatch}
        </p>
      ) : null}
      {all.length > 0 ? (
        <fieldset>
          <legend>{editorStrings.productLegend}</legend>
          <ul className="ed-product-list">
            {all.map((product) => (
              <li key={product.id}>
                <label>
                  <input
                    type="radio"
                    name={`${id}-product`}
                    value={product.id}
                    checked={product.id === value}
                    onChange={() => onChange(product.id)}
                  />
                  {product.imageUrl ? <img src={product.imageUrl} alt="" width={40} /> : null}
                  <span>{product.title}</span>
                  {product.priceText === '' ? null : <span> {product.priceText}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {products.hasNextPage ? (
        <button type="button" onClick={() => void products.fetchNextPage()}>
          {editorStrings.loadMore}
        </button>
      ) : null}
    </div>
  )
}
