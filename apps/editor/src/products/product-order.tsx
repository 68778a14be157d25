import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowDown, ArrowLeft, ArrowUp, GripVertical } from 'lucide-react'
import { useState } from 'react'
import { pickerApi } from '../api/picker-api.js'
import type { ProductRow } from '../api/products-api.js'
import { productsApi } from '../api/products-api.js'
import { editorStrings } from '../strings.js'
import { productStrings as s } from './product-strings.js'
import { productsKey } from './products-panel.js'

/** The order of a store page's products, by drag and drop or the keyboard; saved as it changes. */
export default function ProductOrder({
  collectionId: initialCollectionId,
  onBack,
}: {
  collectionId: string
  onBack: () => void
}) {
  const queryClient = useQueryClient()
  const [collectionId, setCollectionId] = useState(initialCollectionId)
  const stores = useQuery({
    queryKey: ['back-office', 'stores'],
    queryFn: () => pickerApi.collections('store'),
  })
  const list = useQuery({
    queryKey: [...productsKey, 'order', collectionId],
    // A store page holds at most 200 products: four pages of 50 hold them all.
    queryFn: async () => {
      const rows: ProductRow[] = []
      for (let page = 1; page <= 4; page++) {
        const answer = await productsApi.list({ collectionId, sort: 'position', page })
        rows.push(...answer.products)
        if (rows.length >= answer.total) break
      }
      return rows
    },
  })
  const [order, setOrder] = useState<ProductRow[] | null>(null)
  const rows = order ?? list.data ?? []
  const save = useMutation({
    mutationFn: (next: ProductRow[]) =>
      productsApi.reorder(
        collectionId,
        next.map((row) => row.id),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  })
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return
    const next = arrayMove(rows, from, to)
    setOrder(next)
    save.mutate(next)
  }
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over || event.active.id === event.over.id) return
    const from = rows.findIndex((row) => row.id === event.active.id)
    const to = rows.findIndex((row) => row.id === event.over?.id)
    if (from >= 0 && to >= 0) move(from, to)
  }
  return (
    <div className="bo-panel">
      <div className="bo-heading">
        <button type="button" className="bo-back" onClick={onBack}>
          <ArrowLeft aria-hidden size={16} /> {s.back}
        </button>
        <h2>{s.reorder}</h2>
        {(stores.data?.collections.length ?? 0) > 1 ? (
          <label>
            <span className="bo-visually-hidden">{s.storePage}</span>
            <select
              value={collectionId}
              onChange={(event) => {
                setOrder(null)
                setCollectionId(event.target.value)
              }}
            >
              {stores.data?.collections.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="bo-sub" id="bo-order-hint">
        {s.dragHint}
      </p>
      {save.isError ? (
        <p role="alert" className="bo-error">
          {save.error.message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="bo-ok">
          {s.orderSaved}
        </p>
      ) : null}
      {list.isPending ? <p>{editorStrings.loading}</p> : null}
      {list.isError ? (
        <p role="alert" className="bo-error">
          {editorStrings.unableToLoadTryAgain}
        </p>
      ) : null}
      {list.data && rows.length === 0 ? <p className="bo-empty">{s.noProducts}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className="bo-order" aria-label="Product order">
            {rows.map((row, index) => (
              <OrderRow
                key={row.id}
                row={row}
                first={index === 0}
                last={index === rows.length - 1}
                onUp={() => move(index, index - 1)}
                onDown={() => move(index, index + 1)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  )
}

function OrderRow({
  row,
  first,
  last,
  onUp,
  onDown,
}: {
  row: ProductRow
  first: boolean
  last: boolean
  onUp: () => void
  onDown: () => void
}) {
  const sortable = useSortable({ id: row.id })
  const style = sortable.transform
    ? {
        transform: `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)`,
        transition: sortable.transition,
      }
    : undefined
  return (
    <li ref={sortable.setNodeRef} style={style} className="bo-order-row">
      <button
        type="button"
        className="bo-handle"
        aria-label={`Drag ${row.title}`}
        {...sortable.attributes}
        aria-describedby="bo-order-hint"
        {...sortable.listeners}
      >
        <GripVertical aria-hidden size={16} />
      </button>
      {row.thumbnailUrl ? <img src={row.thumbnailUrl} alt="" width={32} height={32} /> : null}
      <span className="bo-grow">{row.title}</span>
      <button type="button" aria-label={`Move ${row.title} up`} disabled={first} onClick={onUp}>
        <ArrowUp aria-hidden size={16} />
      </button>
      <button type="button" aria-label={`Move ${row.title} down`} disabled={last} onClick={onDown}>
        <ArrowDown aria-hidden size={16} />
      </button>
    </li>
  )
}
