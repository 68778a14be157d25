import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  emptyLayout,
  type ContentStatus,
  type Layout,
  type SupportedBlockType,
} from '@atelier/schema'
import type { Block } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useReducer, useState } from 'react'
import type { ItemSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { defaultBlockValue, needsChoice, newBlockId } from '../blocks/block-catalog.js'
import { BlockMenu } from '../canvas/block-menu.js'
import { BlockOutline } from '../canvas/block-outline.js'
import { historyReducer, startHistory } from '../state/history.js'
import { GRID_COLUMNS } from '../state/grid.js'
import { editorStrings } from '../strings.js'
import { TagInput } from './tag-input.js'

const BlockPanel = lazy(() => import('../blocks/block-panel.js'))

function toLocalInput(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

export function ItemEditor({
  itemId,
  collectionId,
  onDeleted,
}: {
  itemId: string
  collectionId: string
  onDeleted: () => void
}) {
  const item = useQuery({
    queryKey: ['item', itemId],
    queryFn: () => editorApi.item(itemId),
    staleTime: 0,
    gcTime: 0,
  })
  if (item.isPending) return <p>Loading…</p>
  if (item.isError) return <p role="alert">{editorStrings.unableToLocateContent}</p>
  return <LoadedItem item={item.data.item} collectionId={collectionId} onDeleted={onDeleted} />
}

/** A blog post: title, body blocks, excerpt, tags, categories, publish date and status. */
function LoadedItem({
  item,
  collectionId,
  onDeleted,
}: {
  item: ItemSummary
  collectionId: string
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const [fields, setFields] = useState({
    title: item.title,
    excerpt: item.excerpt ?? '',
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    status: item.status,
    publishOn: toLocalInput(item.publishOn),
  })
  const [body, dispatch] = useReducer(
    historyReducer,
    (item.body ?? emptyLayout()) as Layout,
    startHistory,
  )
  const [version, setVersion] = useState(item.version)
  const [selectedId, setSelectedId] = useState<string>()
  const [menuRow, setMenuRow] = useState<number | null>(null)
  const [, setAnnouncement] = useState('')
  const save = useMutation({
    mutationFn: () =>
      editorApi.updateItem(item.id, {
        title: fields.title,
        excerpt: fields.excerpt,
        tags: fields.tags,
        categories: fields.categories,
        status: fields.status,
        ...(fields.publishOn ? { publishOn: new Date(fields.publishOn).toISOString() } : {}),
        body: body.present,
        baseVersion: version,
      }),
    onSuccess: ({ item: saved }) => {
      setVersion(saved.version)
      // Tags and categories counts follow the posts that use them.
      void queryClient.invalidateQueries({ queryKey: ['taxonomy', collectionId] })
      return queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
    },
  })
  const remove = useMutation({
    mutationFn: () => editorApi.deleteItem(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
      onDeleted()
    },
  })
  const [pending, setPending] = useState<{ type: SupportedBlockType; row: number } | null>(null)
  const insert = (type: SupportedBlockType, value: Record<string, unknown>, row: number) => {
    const id = newBlockId()
    const block = { id, type, value, position: { row, col: 0, span: GRID_COLUMNS } }
    // The value is a new block's default or was checked by the block panel.
    dispatch({ type: 'insert-block', block: block as Block, at: { row } })
    setPending(null)
    setSelectedId(id)
  }
  const pick = (type: SupportedBlockType) => {
    const row = menuRow ?? 0
    setMenuRow(null)
    if (needsChoice(type)) setPending({ type, row })
    else insert(type, defaultBlockValue(type), row)
  }
  const selected = body.present.blocks.find((block) => block.id === selectedId)
  const endRow = body.present.blocks.reduce(
    (max, block) => Math.max(max, block.position.row + 1),
    0,
  )
  return (
    <section aria-labelledby="post-title" className="ed-item-editor">
      <h2 id="post-title">Edit post</h2>
      <label>
        Post title
        <input
          value={fields.title}
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
        />
      </label>
      <label>
        Excerpt
        <textarea
          value={fields.excerpt}
          onChange={(event) => setFields({ ...fields, excerpt: event.target.value })}
        />
      </label>
      <TagInput
        tagType="tag"
        values={fields.tags}
        onChange={(tags) => setFields({ ...fields, tags })}
      />
      <TagInput
        tagType="category"
        values={fields.categories}
        onChange={(categories) => setFields({ ...fields, categories })}
      />
      <label>
        Status
        <select
          value={fields.status}
          onChange={(event) =>
            setFields({ ...fields, status: event.target.value as ContentStatus })
          }
        >
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTENT_STATUS_LABELS[status] ?? 'Published'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Publish date
        <input
          type="datetime-local"
          value={fields.publishOn}
          onChange={(event) => setFields({ ...fields, publishOn: event.target.value })}
        />
      </label>
      <div className="ed-actions">
        <button type="button" onClick={() => setMenuRow(endRow)}>
          Add Block
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={body.past.length === 0}
        >
          Undo
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={body.future.length === 0}
        >
          Redo
        </button>
      </div>
      {menuRow !== null ? (
        <BlockMenu row={menuRow} onPick={pick} onClose={() => setMenuRow(null)} />
      ) : null}
      <BlockOutline
        layout={body.present}
        selectedId={selectedId}
        onSelect={setSelectedId}
        dispatch={dispatch}
        onAnnounce={setAnnouncement}
        onInsertAt={setMenuRow}
      />
      {pending ? (
        <Suspense fallback={<p>Loading…</p>}>
          <BlockPanel
            mode="new"
            type={pending.type}
            value={defaultBlockValue(pending.type)}
            onInsert={(value) => insert(pending.type, value, pending.row)}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      ) : null}
      {selected && !pending ? (
        <Suspense fallback={<p>Loading…</p>}>
          <BlockPanel
            key={selected.id}
            mode="edit"
            type={selected.type}
            value={selected.value as Record<string, unknown>}
            span={selected.position.span}
            onChange={(value, field) =>
              dispatch({
                type: 'update-block',
                id: selected.id,
                value,
                mergeKey: `${selected.id}:${field}`,
              })
            }
            onResize={(span) => dispatch({ type: 'resize-block', id: selected.id, span })}
            onDuplicate={() =>
              dispatch({ type: 'duplicate-block', id: selected.id, newId: newBlockId() })
            }
            onDelete={() => dispatch({ type: 'delete-block', id: selected.id })}
          />
        </Suspense>
      ) : null}
      <button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
        Save post
      </button>
      {save.isSuccess ? <p role="status">{editorStrings.saved}</p> : null}
      {save.isError ? <p role="alert">{save.error.message}</p> : null}
      <button type="button" onClick={() => remove.mutate()}>
        Delete post
      </button>
    </section>
  )
}
