import type { Layout } from '@atelier/schema'
import type { EditorAction } from './editor-action.js'
import { documentReducer } from './document-reducer.js'

/**
 * A document with its past and future: a page's blocks, its settings, the navigation, the site
 * styles or a blog post. Undo and redo move between documents; autosave saves whichever document
 * is present, so undoing an edit also saves the undone state.
 */
export interface History<D = Layout> {
  past: D[]
  present: D
  future: D[]
  /** The merge key of the last edit, while typing continues in the same field. */
  mergeKey?: string
}

export type HistoryControl<D> =
  | { type: 'undo' }
  | { type: 'redo' }
  /** A fresh document from the server: replaces everything, undo cannot go back past it. */
  | { type: 'reset'; layout: D }

export type HistoryOf<D, A> = (history: History<D>, action: A | HistoryControl<D>) => History<D>

export type HistoryAction = EditorAction | HistoryControl<Layout>

/** Enough for a long editing session without holding every keystroke forever. */
export const HISTORY_LIMIT = 200

export function startHistory<D>(document: D): History<D> {
  return { past: [], present: document, future: [] }
}

/**
 * The one undo/redo mechanism, over any document and its typed actions. `reduce` is the only
 * place the document changes and returns the same object for a no-op; consecutive actions with
 * the same `mergeKeyOf` (typing in one field) are one undo step.
 */
export function createHistoryReducer<D, A extends { type: string }>(
  reduce: (document: D, action: A) => D,
  mergeKeyOf: (action: A) => string | undefined = () => undefined,
): HistoryOf<D, A> {
  return (history, action) => {
    switch (action.type) {
      case 'undo': {
        const previous = history.past.at(-1)
        if (previous === undefined) return history
        return {
          past: history.past.slice(0, -1),
          present: previous,
          future: [history.present, ...history.future],
        }
      }
      case 'redo': {
        const [next, ...rest] = history.future
        if (next === undefined) return history
        return { past: [...history.past, history.present], present: next, future: rest }
      }
      case 'reset':
        return startHistory((action as Extract<HistoryControl<D>, { type: 'reset' }>).layout)
      default: {
        const edit = action as A
        const present = reduce(history.present, edit)
        if (present === history.present) return history
        const mergeKey = mergeKeyOf(edit)
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
}

/** The page document's history: block edits. */
export const historyReducer: HistoryOf<Layout, EditorAction> = createHistoryReducer(
  documentReducer,
  (action) => (action.type === 'update-block' ? action.mergeKey : undefined),
)

export function canUndo<D>(history: History<D>): boolean {
  return history.past.length > 0
}

export function canRedo<D>(history: History<D>): boolean {
  return history.future.length > 0
}
