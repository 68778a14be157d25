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
import { useEffect, useState } from 'react'
import type { PagesResponse, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { SaveStatus, UndoRedo } from '../shell/save-status.js'
import { navigationHistoryReducer } from '../state/navigation/navigation-reducer.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'
import { editorStrings } from '../strings.js'
import { QueryState } from '../ui/states.js'
import { CreatePageForm } from './create-page-form.js'
import {
  ARRANGEABLE_SECTIONS,
  findPlace,
  movePage,
  treeFromSections,
  type ArrangeableSection,
  type MoveDirection,
} from './page-tree.js'
import { PageTreeItem } from './page-tree-item.js'
import { saveNavigation, structureKey } from './save-navigation.js'
import { pagesKey, usePages } from './use-pages.js'

interface Props {
  selectedId: string | undefined
  onSelect: (page: PageSummary) => void
  onSettings: (page: PageSummary) => void
}

const sectionTitles: Record<ArrangeableSection, string> = {
  main: editorStrings.mainNavigation,
  hidden: editorStrings.notLinked,
  member: editorStrings.memberAreas,
}

export function PagesPanel(props: Props) {
  const pages = usePages()
  if (pages.isPending || pages.isError) {
    return (
      <nav className="ed-pages-panel" aria-label="Pages">
        <QueryState query={pages} />
      </nav>
    )
  }
  return <LoadedPagesPanel {...props} list={pages.data} />
}

/**
 * The pages panel: Main Navigation, Not Linked and (when the site has any) Member Areas. Moves and
 * renames are undoable navigation actions, saved a moment later like block edits.
 */
function LoadedPagesPanel({
  selectedId,
  onSelect,
  onSettings,
  list,
}: Props & { list: PagesResponse }) {
  const queryClient = useQueryClient()
  const [announcement, setAnnouncement] = useState('')
  const [confirming, setConfirming] = useState<PageSummary | null>(null)
  const navigation = useAutosavedHistory({
    reducer: navigationHistoryReducer,
    initial: { document: treeFromSections(list.sections), version: list.navigationVersion },
    save: (tree, baseVersion, saved) => saveNavigation(queryClient, tree, saved, baseVersion),
  })
  const { reset, rebase, isDirty } = navigation
  const tree = navigation.document
  useEffect(() => {
    // A change made elsewhere (a page added, deleted or retitled in its settings) starts over from
    // the server's list; the list our own save sent back changes nothing.
    if (isDirty()) return
    const server = treeFromSections(list.sections)
    if (structureKey(server) !== structureKey(tree)) reset(server, list.navigationVersion)
    else rebase(list.navigationVersion)
    // Only a new list from the server is a reason to look, not each edit of the document.
  }, [list])
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
  // Status, lock and member labels come from the server's latest list; order and titles from
  // the navigation document.
  const fresh = new Map(
    list.sections.flatMap((section) =>
      section.pages
        .flatMap((page) => [page, ...(page.children ?? [])])
        .map((page) => [page.id, page]),
    ),
  )
  const shown = (page: PageSummary): PageSummary => ({
    ...(fresh.get(page.id) ?? page),
    title: page.title,
    navigationTitle: page.navigationTitle,
  })

  const onMove = (page: PageSummary, direction: MoveDirection) => {
    const move = movePage(tree, page.id, direction)
    if (!move) return
    navigation.dispatch({ type: 'move-page', id: page.id, direction })
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
    navigation.dispatch({ type: 'place-page', id: String(active.id), target })
    const title = fresh.get(String(active.id))?.title ?? ''
    setAnnouncement(`${title} moved to position ${target.index + 1}.`)
  }

  const renderList = (pages: PageSummary[]) => (
    <SortableContext items={pages.map((page) => page.id)} strategy={verticalListSortingStrategy}>
      <ul className="ed-page-list">
        {pages.map((page) => (
          <PageTreeItem
            key={page.id}
            page={shown(page)}
            selected={page.id === selectedId}
            onSelect={onSelect}
            onSettings={onSettings}
            onDelete={setConfirming}
            onMove={onMove}
            onRename={(title) => navigation.dispatch({ type: 'rename-page', id: page.id, title })}
          >
            {page.kind === 'folder' ? renderList(page.children ?? []) : null}
          </PageTreeItem>
        ))}
      </ul>
    </SortableContext>
  )

  const hasMemberAreas =
    tree.member.length > 0 || list.sections.some((section) => section.id === 'member')
  const sections = ARRANGEABLE_SECTIONS.filter((id) => id !== 'member' || hasMemberAreas)

  return (
    <nav aria-label="Pages" className="ed-pages-panel">
      <div className="ed-actions">
        <UndoRedo history={navigation} what="page order" />
        {navigation.saveState.kind === 'saved' ? null : (
          <SaveStatus state={navigation.saveState} testId="navigation-save-state" />
        )}
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        {sections.map((id) => (
          <section key={id} aria-labelledby={`section-${id}`}>
            <h2 id={`section-${id}`}>{sectionTitles[id]}</h2>
            {renderList(tree[id])}
          </section>
        ))}
      </DndContext>
      <CreatePageForm onCreated={onSelect} />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-page-title" className="ed-confirm">
          <p id="delete-page-title">Delete the page “{confirming.title}”? This cannot be undone.</p>
          <button
            type="button"
            className="ed-danger"
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
