import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  type ContentStatus,
  type SupportedBlockType,
} from '@atelier/schema'
import type { Block } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import type { ItemDetail } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { defaultBlockValue, needsChoice, newBlockId } from '../blocks/block-catalog.js'
import { BlockMenu } from '../canvas/block-menu.js'
import { BlockOutline } from '../canvas/block-outline.js'
import { SaveStatus, UndoRedo } from '../shell/save-status.js'
import type { PostAction } from '../state/post/post-action.js'
import { draftFromItem, patchFromPost } from '../state/post/post-draft.js'
import { useSiteTimeZone } from '../state/site-time-zone.js'
import { postHistoryReducer } from '../state/post/post-reducer.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'
import { GRID_COLUMNS } from '../state/grid.js'
import { editorStrings, fill } from '../strings.js'
import { nowOnSiteClock, publishDateProblem } from './publish-date.js'
import { QueryState } from '../ui/states.js'
import { TagInput } from './tag-input.js'

const BlockPanel = lazy(() => import('../blocks/block-panel.js'))

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
  if (item.isPending || item.isError) {
    return <QueryState query={item} message={editorStrings.unableToLocateContent} />
  }
  return <LoadedItem item={item.data.item} collectionId={collectionId} onDeleted={onDeleted} />
}

/** A blog post: title, body blocks, excerpt, tags, categories, publish date and status. */
function LoadedItem({
  item,
  collectionId,
  onDeleted,
}: {
  item: ItemDetail
  collectionId: string
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const timeZone = useSiteTimeZone()
  const zoneNoteId = useId()
  // The post saves itself a moment after each change, like a page draft (one mechanism).
  const post = useAutosavedHistory({
    reducer: postHistoryReducer,
    initial: { document: draftFromItem(item, timeZone), version: item.version },
    save: async (draft, baseVersion) => {
      const { item: saved } = await editorApi.updateItem(item.id, {
        ...patchFromPost(draft, timeZone),
        baseVersion,
      })
      return saved.version
    },
    onSaved: () => {
      // Tags and categories counts follow the posts that use them.
      void queryClient.invalidateQueries({ queryKey: ['taxonomy', collectionId] })
      void queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
    },
  })
  const fields = post.document
  const dateProblem = publishDateProblem(fields.publishOn, timeZone)
  const body = { present: post.document.body }
  const dispatch = post.dispatch
  const setField = (action: Extract<PostAction, { type: 'set-post-field' }>) => dispatch(action)
  const [selectedId, setSelectedId] = useState<string>()
  const [menuRow, setMenuRow] = useState<number | null>(null)
  const [, setAnnouncement] = useState('')
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
          onChange={(event) =>
            setField({ type: 'set-post-field', key: 'title', value: event.target.value })
          }
        />
      </label>
      <label>
        Excerpt
        <textarea
          value={fields.excerpt}
          onChange={(event) =>
            setField({ type: 'set-post-field', key: 'excerpt', value: event.target.value })
          }
        />
      </label>
      <TagInput
        tagType="tag"
        values={fields.tags}
        onChange={(tags) => setField({ type: 'set-post-field', key: 'tags', value: tags })}
      />
      <TagInput
        tagType="category"
        values={fields.categories}
        onChange={(categories) =>
          setField({ type: 'set-post-field', key: 'categories', value: categories })
        }
      />
      <label>
        Status
        <select
          value={fields.status}
          onChange={(event) => {
            const status = event.target.value as ContentStatus
            // Published without a date means published now: show that date, never an empty one.
            if (status === 'published' && fields.publishOn === '') {
              setField({
                type: 'set-post-field',
                key: 'publishOn',
                value: nowOnSiteClock(timeZone, new Date()),
              })
            }
            setField({ type: 'set-post-field', key: 'status', value: status })
          }}
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
          aria-describedby={dateProblem ? `${zoneNoteId} ${zoneNoteId}-problem` : zoneNoteId}
          aria-invalid={dateProblem ? true : undefined}
          onChange={(event) =>
            setField({ type: 'set-post-field', key: 'publishOn', value: event.target.value })
          }
        />
      </label>
      <p id={zoneNoteId} className="ed-field-note">
        {fill(editorStrings.timesInZone, { timeZone })}
      </p>
      {fields.publishOn === '' ? (
        <p className="ed-field-note">{editorStrings.publishedUndated}</p>
      ) : null}
      {dateProblem ? (
        <p id={`${zoneNoteId}-problem`} role="alert">
          {dateProblem}
        </p>
      ) : null}
      <div className="ed-actions">
        <button type="button" onClick={() => setMenuRow(endRow)}>
          Add Block
        </button>
        <UndoRedo history={post} />
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
      <button type="button" onClick={() => void post.flush()}>
        Save post
      </button>
      <SaveStatus state={post.saveState} testId="post-save-state" />
      <button type="button" onClick={() => remove.mutate()}>
        Delete post
      </button>
    </section>
  )
}
