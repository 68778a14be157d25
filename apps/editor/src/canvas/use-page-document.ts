import type { Layout } from '@atelier/schema'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorApi } from '../api/editor-api.js'
import {
  canRedo,
  canUndo,
  historyReducer,
  startHistory,
  type HistoryAction,
} from '../state/history.js'

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'conflict'; message: string; currentVersion?: number }
  | { kind: 'invalid'; message: string; errors?: Record<string, string> }
  | { kind: 'error'; message: string }

/** Quiet time after the last edit before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800

/**
 * The page document and its history, saved as a draft a moment after each change. Whatever is
 * present (an edit, an undo or a redo) is what gets saved, so there is one mechanism for all three.
 */
export function usePageDocument(pageId: string, initial: { layout: Layout; version: number }) {
  const [history, dispatch] = useReducer(historyReducer, initial.layout, startHistory)
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' })
  const [savedRevision, setSavedRevision] = useState(0)
  const version = useRef(initial.version)
  const saved = useRef<Layout>(initial.layout)
  const inFlight = useRef<Promise<void> | null>(null)
  const latest = useRef(history.present)
  latest.current = history.present

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current
    const layout = latest.current
    if (layout === saved.current) return
    setSaveState({ kind: 'saving' })
    const run = (async () => {
      try {
        const result = await editorApi.saveContent(pageId, layout, version.current)
        version.current = result.version
        saved.current = layout
        setSaveState(latest.current === layout ? { kind: 'saved' } : { kind: 'unsaved' })
        setSavedRevision((revision) => revision + 1)
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setSaveState({
            kind: 'conflict',
            message: error.message,
            currentVersion: error.body.currentVersion,
          })
        } else if (error instanceof ApiError && error.status === 400) {
          setSaveState({ kind: 'invalid', message: error.message, errors: error.body.errors })
        } else {
          setSaveState({ kind: 'error', message: (error as Error).message })
        }
      }
    })()
    inFlight.current = run
    await run
    inFlight.current = null
  }, [pageId])

  useEffect(() => {
    if (history.present === saved.current) {
      // Undo back to the saved document: nothing to save, unless a save is still running.
      if (!inFlight.current)
        setSaveState((state) => (state.kind === 'unsaved' ? { kind: 'saved' } : state))
      return
    }
    setSaveState((state) => (state.kind === 'conflict' ? state : { kind: 'unsaved' }))
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [history.present, save])

  const act = useCallback((action: HistoryAction) => dispatch(action), [])

  return {
    layout: history.present,
    dispatch: act,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    saveState,
    /** Goes up after each successful save: the canvas reloads to show what visitors will get. */
    savedRevision,
    /** Saves now (before publishing) and resolves once the draft on the server is current. */
    flush: save,
    isDirty: () => latest.current !== saved.current,
  }
}

export type PageDocument = ReturnType<typeof usePageDocument>
