import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PageSection, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { CreatePageForm } from './create-page-form.js'
import {
  findPlace,
  movePage,
  placePage,
  treeFromSections,
  type MoveDirection,
} from './page-tree.js'
import { PageTreeItem } from './page-tree-item.js'
import { pagesKey, useArrangePages, usePages } from './use-pages.js'

interface Props {
  selectedId: string | undefined
  onSelect: (page: PageSummary) => void
  onSettings: (page: PageSummary) => void
}

export function PagesPanel({ selectedId, onSelect, onSettings }: Props) {
  const pages = usePages()
  const arrange = useArrangePages()
  const queryClient = useQueryClient()
  const [announcement, setAnnouncement] = useState('')
  const [confirming, setConfirming] = useState<PageSummary | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  )
  const remove = useMutation({
    mutationFn: (page: PageSummary) => editorApi.deletePage(page.id),
    onSuccess: (_data, page) => {
      setAnnouncement(`${page.title} deleted.`)
      setConfirming(null)
      return queryClient.invalidateQueries({ queryKey: pagesKey })
    },
  })

  if (pages.isPending) return <p>Loading…</p>
  if (pages.isError) return <p role="alert">{editorStrings.unableToLoadTryAgain}</p>
  const sections = pages.data.sections
  const tree = treeFromSections(sections)

  const onMove = (page: PageSummary, direction: MoveDirection) => {
    const move = movePage(tree, page.id, direction)
    if (!move) return
    arrange.mutate(move.tree)
    setAnnouncement(move.announcement)
    // The row re-renders in its new place; keep the keyboard on it.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-page-id="${CSS.escape(page.id)}"]`)?.focus(),
    )
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const target = findPlace(tree, String(over.id))
    if (!target) return
    const moved = placePage(tree, String(active.id), target)
    arrange.mutate(moved)
    const title = findTitle(sections, String(active.id))
    setAnnouncement(`${title} moved to position ${target.index + 1}.`)
  }

  const renderList = (list: PageSummary[], arrangeable: boolean) => (
    <SortableContext items={list.map((page) => page.id)} strategy={verticalListSortingStrategy}>
      <ul className="ed-page-list">
        {list.map((page) => (
          <PageTreeItem
            key={page.id}
            page={page}
            selected={page.id === selectedId}
            onSelect={onSelect}
            onSettings={onSettings}
            onDelete={setConfirming}
            onMove={arrangeable ? onMove : () => undefined}
          >
            {page.kind === 'folder' ? renderList(page.children ?? [], arrangeable) : null}
          </PageTreeItem>
        ))}
      </ul>
    </SortableContext>
  )

  return (
    <nav aria-label="Pages" className="ed-pages-panel">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        {sections.map((section: PageSection) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`}>{section.title}</h2>
            {renderList(section.pages, section.id !== 'member')}
          </section>
        ))}
      </DndContext>
      <CreatePageForm onCreated={onSelect} />
      {arrange.isError ? <p role="alert">{arrange.error.message}</p> : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-page-title" className="ed-confirm">
          <p id="delete-page-title">Delete the page “{confirming.title}”? This cannot be undone.</p>
          <button
            type="button"
            onClick={() => remove.mutate(confirming)}
            disabled={remove.isPending}
          >
            {editorStrings.delete}
          </button>
          <button type="button" onClick={() => setConfirming(null)} autoFocus>
            Cancel
          </button>
          {remove.isError ? <p role="alert">{remove.error.message}</p> : null}
        </div>
      ) : null}
      <p aria-live="polite" className="ed-visually-hidden" data-testid="page-announcer">
        {announcement}
      </p>
    </nav>
  )
}

function findTitle(sections: readonly PageSection[], id: string): string {
  const all = sections.flatMap((section) =>
    section.pages.flatMap((page) => [page, ...(page.children ?? [])]),
  )
  return all.find((page) => page.id === id)?.title ?? ''
}
