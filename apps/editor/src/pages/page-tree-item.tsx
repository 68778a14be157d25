import { useSortable } from '@dnd-kit/sortable'
import { GripVertical, Pencil, Settings, Trash2 } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import type { PageSummary } from '../api/api-types.js'
import { IconButton } from '../ui/button.js'
import { PageStatusLabel } from './page-status-label.js'
import type { MoveDirection } from './page-tree.js'

const keyMoves: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'in',
  ArrowLeft: 'out',
}

interface Props {
  page: PageSummary
  selected: boolean
  onSelect: (page: PageSummary) => void
  onSettings: (page: PageSummary) => void
  onDelete: (page: PageSummary) => void
  onMove: (page: PageSummary, direction: MoveDirection) => void
  onRename?: (title: string) => void
  children?: React.ReactNode
}

/** One page of the tree: a drag handle for the mouse, Alt+Arrow keys for the keyboard. */
export function PageTreeItem({
  page,
  selected,
  onSelect,
  onSettings,
  onDelete,
  onMove,
  onRename,
  children,
}: Props) {
  const [renaming, setRenaming] = useState<string | null>(null)
  const commitRename = () => {
    if (renaming !== null && renaming.trim() !== '') onRename?.(renaming)
    setRenaming(null)
  }
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: page.id,
  })
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition }
    : undefined
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = keyMoves[event.key]
    if (!event.altKey || !direction) return
    event.preventDefault()
    onMove(page, direction)
  }
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'ed-dragging' : undefined}>
      <div className={`ed-page-row${selected ? ' ed-selected' : ''}`}>
        <button
          type="button"
          className="ed-drag-handle"
          aria-label={`Drag ${page.title}`}
          title={`Drag ${page.title}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={16} aria-hidden="true" focusable="false" />
        </button>
        {renaming === null ? (
          <button
            type="button"
            className="ed-page-title"
            data-page-id={page.id}
            aria-current={selected ? 'page' : undefined}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
            onClick={() => onSelect(page)}
            onKeyDown={onKeyDown}
          >
            {page.title}
          </button>
        ) : (
          <input
            aria-label={`New name for ${page.title}`}
            value={renaming}
            autoFocus
            onChange={(event) => setRenaming(event.target.value)}
            onBlur={commitRename}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitRename()
              if (event.key === 'Escape') setRenaming(null)
            }}
          />
        )}
        <PageStatusLabel page={page} />
        {onRename ? (
          <IconButton
            label={`Rename ${page.title}`}
            icon={Pencil}
            onClick={() => setRenaming(page.title)}
          />
        ) : null}
        <IconButton
          label={`Settings for ${page.title}`}
          icon={Settings}
          onClick={() => onSettings(page)}
        />
        <IconButton
          label={`Delete ${page.title}`}
          icon={Trash2}
          tone="danger"
          onClick={() => onDelete(page)}
        />
      </div>
      {children}
    </li>
  )
}
