import type { Block, Layout } from '@atelier/schema'
import { emptyLayout } from '@atelier/schema'
import type { EditorAction } from './editor-action.js'
import { historyReducer, startHistory, type History, type HistoryAction } from './history.js'

/** A text block saying `words`, for specs. */
export function textBlock(id: string, words = id, row = 0, col = 0, span = 12): Block {
  return {
    id,
    type: 'html',
    position: { row, col, span },
    value: {
      text: [
        {
          type: 'paragraph',
          children: [{ type: 'text', text: words, bold: false, italic: false }],
        },
      ],
    },
  }
}

/** Replays actions from an empty page (or `start`) and returns the history. */
export function replay(actions: readonly HistoryAction[], start: Layout = emptyLayout()): History {
  return actions.reduce(historyReducer, startHistory(start))
}

export function insert(id: string, row: number, col?: number, span?: number): EditorAction {
  return { type: 'insert-block', block: textBlock(id), at: { row, col, span } }
}

/** `id@row:col+span` for each block in reading order: easy to read in an assertion. */
export function describeLayout(layout: Layout): string[] {
  return [...layout.blocks]
    .sort((a, b) => a.position.row - b.position.row || a.position.col - b.position.col)
    .map(
      (block) => `${block.id}@${block.position.row}:${block.position.col}+${block.position.span}`,
    )
}
