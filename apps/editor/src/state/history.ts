import type { Layout } from '@atelier/schema'
import type { EditorAction } from './editor-action.js'
import { documentReducer } from './document-reducer.js'

/**
 * The page document with its past and future. Undo and redo move between documents; autosave
 * saves whichever document is present, so undoing an edit also saves the undone state.
 */
export interface History {
  past: Layout[]
  present: Layout
  future: Layout[]
  /** The merge key of the last edit, while typing continues in the same field. */
  mergeKey?: string
}

export type HistoryAction =
  | EditorAction
  | { type: 'undo' }
  | { type: 'redo' }
  /** A fresh document from the server: replaces everything, undo cannot go back past it. */
  | { type: 'reset'; layout: Layout }

/** Enough for a long editing session without holding every keystroke forever. */
export const HISTORY_LIMIT = 200

export function startHistory(layout: Layout): History {
  return { past: [], present: layout, future: [] }
}

export function historyReducer(history: History, action: HistoryAction): History {
  switch (action.type) {
    case 'undo': {
      const previous = history.past.at(-1)
      if (!previous) return history
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
      }
    }
    case 'redo': {
      const [next, ...rest] = history.future
      if (!next) return history
      return { past: [...history.past, history.present], present: next, future: rest }
    }
    case 'reset':
      return startHistory(action.layout)
    default: {
      const present = documentReducer(history.present, action)
      if (present === history.present) return history
      const mergeKey = action.type === 'update-block' ? action.mergeKey : undefined
      if (mergeKey !== undefined && mergeKey === history.mergeKey) {
        return { ...history, present, future: [] }
      }
      return {
        mergeKey,
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present,
        future: [],
      }
    }
  }
}

export function canUndo(history: History): boolean {
  return history.past.length > 0
}

export function canRedo(history: History): boolean {
  return history.future.length > 0
}
