import type { Block, Layout, RichText } from '@atelier/schema'
import type { KeyboardEvent } from 'react'
import { blockLabel } from '../blocks/block-catalog.js'
import { plainText } from '../rich-text/rich-text-convert.js'
import { readingOrder } from '../state/grid.js'
import { isMoveKey, keyboardMove } from './block-moves.js'
import type { EditorAction } from '../state/editor-action.js'

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
        {blocks.map((block) => (
          <li key={block.id} className={block.id === selectedId ? 'ed-selected' : undefined}>
            <button
              type="button"
              data-outline-for={block.id}
              aria-pressed={block.id === selectedId}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Delete"
              onClick={() => onSelect(block.id)}
              onKeyDown={onKeyDown(block)}
            >
              {blockSummary(block)}
            </button>
            <span className="ed-outline-place">
              row {block.position.row + 1}, columns {block.position.col + 1}–
              {block.position.col + block.position.span}
            </span>
            <button
              type="button"
              aria-label={`Insert block above ${blockSummary(block)}`}
              onClick={() => onInsertAt(block.position.row)}
            >
              +
            </button>
            <button
              type="button"
              aria-label={`Move ${blockSummary(block)} up`}
              onClick={() => {
                const action = keyboardMove(block, 'ArrowUp')
                if (action) dispatch(action)
              }}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${blockSummary(block)} down`}
              onClick={() => {
                const action = keyboardMove(block, 'ArrowDown')
                if (action) dispatch(action)
              }}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
