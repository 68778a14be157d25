import type { Block, BlockPosition, Layout } from '@atelier/schema'

/** Every edit of the page document. Each has one handler in `actions/<type>.ts`. */
export type EditorAction =
  | { type: 'insert-block'; block: Block; at: { row: number; col?: number; span?: number } }
  | {
      type: 'move-block'
      id: string
      to: { row: number; col: number; span?: number }
      side?: 'above' | 'below'
    }
  | {
      type: 'update-block'
      id: string
      value: Record<string, unknown>
      /** Consecutive updates with the same key (typing in one field) are one undo step. */
      mergeKey?: string
    }
  | { type: 'delete-block'; id: string }
  | { type: 'duplicate-block'; id: string; newId: string }
  | { type: 'resize-block'; id: string; span: number }
  | { type: 'replace-layout'; layout: Layout }

export type EditorActionType = EditorAction['type']
export type ActionOf<T extends EditorActionType> = Extract<EditorAction, { type: T }>

export type { BlockPosition }
