import type { SupportedBlockType } from '@atelier/schema'
import type { Block, Layout } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { PageContent, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { defaultBlockValue, needsChoice, newBlockId } from '../blocks/block-catalog.js'
import { pagesKey } from '../pages/use-pages.js'
import { editorStrings } from '../strings.js'
import { GRID_COLUMNS } from '../state/grid.js'
import { BlockMenu } from './block-menu.js'
import { BlockOutline } from './block-outline.js'
import { CanvasFrame, type Device } from './canvas-frame.js'
import { EditorToolbar } from './editor-toolbar.js'
import { htmlToRichText } from './html-to-rich-text.js'
import { usePageDocument } from './use-page-document.js'
import { useUndoKeys } from './use-undo-keys.js'

const BlockPanel = lazy(() => import('../blocks/block-panel.js'))

export function PageEditor({ page }: { page: PageSummary }) {
  const content = useQuery({
    queryKey: ['content', page.id],
    queryFn: () => editorApi.content(page.id),
    staleTime: 5_000,
    gcTime: 0,
  })
  if (content.isPending) return <p className="ed-loading">Loading…</p>
  if (content.isError) return <p role="alert">{editorStrings.unableToLocateContent}</p>
  return <LoadedPageEditor key={page.id} page={page} content={content.data} />
}

function LoadedPageEditor({ page, content }: { page: PageSummary; content: PageContent }) {
  const document = usePageDocument(page.id, content)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [device, setDevice] = useState<Device>('desktop')
  const [selectedId, setSelectedId] = useState<string>()
  const [menuRow, setMenuRow] = useState<number | null>(null)
  const [pending, setPending] = useState<{ type: SupportedBlockType; row: number } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [ready, setReady] = useState(false)
  const [editingId, setEditingId] = useState<string>()
  const [revealId, setRevealId] = useState<string>()
  const [inlineEdits, setInlineEdits] = useState(0)
  useUndoKeys(document.undo, document.redo)

  // The canvas reloads the saved draft after each save, unless it already shows it: text typed
  // in place is in the frame before it is saved.
  const frameShows = useRef<Layout>(document.layout)
  const inlinePending = useRef(false)
  const [reloadKey, setReloadKey] = useState(0)
  useEffect(() => {
    if (inlinePending.current) {
      inlinePending.current = false
      frameShows.current = document.layout
    }
  }, [document.layout])
  useEffect(() => {
    if (document.savedRevision === 0 || document.layout === frameShows.current) return
    frameShows.current = document.layout
    setReloadKey((key) => key + 1)
  }, [document.savedRevision])

  const select = (id: string | undefined, inPlace = false) => {
    setSelectedId(id)
    const block = document.layout.blocks.find((candidate) => candidate.id === id)
    setEditingId(inPlace && block?.type === 'html' ? id : undefined)
  }
  const onText = useCallback(
    (id: string, html: string) => {
      const block = document.layout.blocks.find((candidate) => candidate.id === id)
      const text = htmlToRichText(html)
      if (!block || block.type !== 'html' || !text) return
      if (JSON.stringify(text) === JSON.stringify(block.value.text)) return
      inlinePending.current = true
      setInlineEdits((count) => count + 1)
      document.dispatch({
        type: 'update-block',
        id,
        value: { ...block.value, text },
        mergeKey: `${id}:text`,
      })
    },
    [document],
  )
  const onEditEnd = useCallback(() => setEditingId(undefined), [])
  const onRevealed = useCallback(() => setRevealId(undefined), [])

  const queryClient = useQueryClient()
  const publish = useMutation({
    mutationFn: async () => {
      await document.flush()
      if (document.isDirty()) throw new Error(editorStrings.unsaved)
      return editorApi.publish(page.id)
    },
    // Publishing changes the page's status (and so its settings version): the list is fresh
    // before 'Published' shows, so settings opened next name the version they were read at.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
  })

  const pick = (type: SupportedBlockType) => {
    const row = menuRow ?? 0
    setMenuRow(null)
    if (needsChoice(type)) {
      select(undefined)
      setPending({ type, row })
      return
    }
    insert(type, defaultBlockValue(type), row)
  }

  const insert = (type: SupportedBlockType, value: Record<string, unknown>, row: number) => {
    const id = newBlockId()
    const block = { id, type, value, position: { row, col: 0, span: GRID_COLUMNS } }
    // The panel checked the value against the block's validator before this point.
    document.dispatch({ type: 'insert-block', block: block as Block, at: { row } })
    setPending(null)
    select(undefined)
    setSelectedId(id)
    setRevealId(id)
    setAnnouncement(`Block added at row ${row + 1}.`)
  }

  const onFrameLoad = useCallback(() => setReady(true), [])
  const selected = document.layout.blocks.find((block) => block.id === selectedId)
  const endRow = document.layout.blocks.reduce(
    (max, block) => Math.max(max, block.position.row + 1),
    0,
  )

  return (
    <div className="ed-page-editor" data-ready={ready ? 'true' : undefined}>
      <EditorToolbar
        title={page.title}
        device={device}
        onDevice={setDevice}
        document={document}
        onAddBlock={() => setMenuRow(endRow)}
        onPublish={() => publish.mutate()}
        publishState={
          publish.isPending
            ? 'publishing'
            : publish.isSuccess
              ? 'published'
              : publish.isError
                ? publish.error.message
                : undefined
        }
      />
      <div className="ed-workspace">
        <CanvasFrame
          frameRef={frameRef}
          pageId={page.id}
          layout={document.layout}
          device={device}
          reloadKey={reloadKey}
          selectedId={selectedId}
          editingId={editingId}
          revealId={revealId}
          onRevealed={onRevealed}
          onSelect={(id) => select(id, true)}
          onText={onText}
          onEditEnd={onEditEnd}
          dispatch={document.dispatch}
          onFrameLoad={onFrameLoad}
        />
        <aside className="ed-side" aria-label="Block settings">
          {menuRow !== null ? (
            <BlockMenu row={menuRow} onPick={pick} onClose={() => setMenuRow(null)} />
          ) : null}
          <Suspense fallback={<p>Loading…</p>}>
            {pending ? (
              <BlockPanel
                mode="new"
                type={pending.type}
                value={defaultBlockValue(pending.type)}
                onInsert={(value) => insert(pending.type, value, pending.row)}
                onCancel={() => setPending(null)}
              />
            ) : selected ? (
              <BlockPanel
                // Text typed on the canvas shows here too.
                key={`${selected.id}:${inlineEdits}`}
                mode="edit"
                type={selected.type}
                value={selected.value as Record<string, unknown>}
                span={selected.position.span}
                onChange={(value, field) =>
                  document.dispatch({
                    type: 'update-block',
                    id: selected.id,
                    value,
                    mergeKey: `${selected.id}:${field}`,
                  })
                }
                onResize={(span) =>
                  document.dispatch({ type: 'resize-block', id: selected.id, span })
                }
                onDuplicate={() =>
                  document.dispatch({
                    type: 'duplicate-block',
                    id: selected.id,
                    newId: newBlockId(),
                  })
                }
                onDelete={() => {
                  document.dispatch({ type: 'delete-block', id: selected.id })
                  select(undefined)
                  setAnnouncement('Block deleted.')
                }}
              />
            ) : null}
          </Suspense>
          <BlockOutline
            layout={document.layout}
            selectedId={selectedId}
            onSelect={(id) => select(id)}
            dispatch={document.dispatch}
            onAnnounce={setAnnouncement}
            onInsertAt={setMenuRow}
          />
        </aside>
      </div>
      <p aria-live="polite" className="ed-visually-hidden" data-testid="block-announcer">
        {announcement}
      </p>
    </div>
  )
}
