import type { Block, Layout, RichText } from '@atelier/schema'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { blockLabel } from '../blocks/block-catalog.js'
import { plainText } from '../rich-text/rich-text-convert.js'
import { readingOrder } from '../state/grid.js'
import { isMoveKey, keyboardMove } from './block-moves.js'
import type { EditorAction } from '../state/editor-action.js'
import { IconButton } from '../ui/button.js'

/** A short description of a block for its accessible name. */
export function blockSummary(block: Block): string {
  const label = blockLabel(block.type)
  const value = block.value as Record<string, unknown>
  const words =
    block.type === 'html'
      ? plainText(value.text as RichText)
      : typeof value.text === 'string'
        ? value.text
        : typeof value.caption === 'string'
          ? value.caption
          : ''
  return words ? `${label}: ${words.slice(0, 40)}` : label
}

interface Props {
  layout: Layout
  selectedId: string | undefined
  onSelect: (id: string) => void
  dispatch: (action: EditorAction) => void
  onAnnounce: (text: string) => void
  onInsertAt: (row: number) => void
}

/**
 * The blocks of the page in reading order, one button each: the keyboard way to select, move
 * (Alt+Arrow), duplicate and delete blocks, matching the outlines drawn over the canvas.
 */
export function BlockOutline({
  layout,
  selectedId,
  onSelect,
  dispatch,
  onAnnounce,
  onInsertAt,
}: Props) {
  const blocks = readingOrder(layout)
  const onKeyDown = (block: Block) => (event: KeyboardEvent) => {
    if (event.altKey && isMoveKey(event.key)) {
      event.preventDefault()
      const action = keyboardMove(block, event.key)
      if (!action || action.type !== 'move-block') return
      dispatch(action)
      onAnnounce(
        `${blockSummary(block)} moved to row ${action.to.row + 1}, column ${action.to.col + 1}.`,
      )
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`[data-outline-for="${CSS.escape(block.id)}"]`)
          ?.focus(),
      )
    } else if (event.key === 'Delete') {
      event.preventDefault()
      dispatch({ type: 'delete-block', id: block.id })
      onAnnounce(`${blockSummary(block)} deleted.`)
    }
  }
  return (
    <section aria-labelledby="outline-title" className="ed-outline">
      <h2 id="outline-title">Blocks</h2>
      {blocks.length === 0 ? <p>This page has no blocks yet.</p> : null}
      <ol>
        {blocks.map((block) => {
          const summary = blockSummary(block)
          const place = `row ${block.position.row + 1}, columns ${block.position.col + 1}–${
            block.position.col + block.position.span
          }`
          const move = (key: 'ArrowUp' | 'ArrowDown') => {
            const action = keyboardMove(block, key)
            if (action) dispatch(action)
          }
          return (
            <li key={block.id} className={block.id === selectedId ? 'ed-selected' : undefined}>
              <button
                type="button"
                className="ed-outline-name"
                data-outline-for={block.id}
                aria-pressed={block.id === selectedId}
                aria-describedby={`outline-place-${block.id}`}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Delete"
                title={`${summary} (${place})`}
                onClick={() => onSelect(block.id)}
                onKeyDown={onKeyDown(block)}
              >
                {summary}
              </button>
              <span id={`outline-place-${block.id}`} className="ed-visually-hidden">
                {place}
              </span>
              <IconButton
                icon={Plus}
                label={`Insert block above ${summary}`}
                onClick={() => onInsertAt(block.position.row)}
              />
              <IconButton
                icon={ArrowUp}
                label={`Move ${summary} up`}
                onClick={() => move('ArrowUp')}
              />
              <IconButton
                icon={ArrowDown}
                label={`Move ${summary} down`}
                onClick={() => move('ArrowDown')}
              />
              <IconButton
                icon={Trash2}
                tone="danger"
                label={`Delete ${summary}`}
                onClick={() => {
                  dispatch({ type: 'delete-block', id: block.id })
                  onAnnounce(`${summary} deleted.`)
                }}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
