import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { canRedo, canUndo, startHistory, type HistoryControl, type HistoryOf } from './history.js'

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'conflict'; message: string; currentVersion?: number }
  | { kind: 'invalid'; message: string; errors?: Record<string, string> }
  | { kind: 'error'; message: string }

/** Quiet time after the last edit before the document is saved. */
export const AUTOSAVE_DELAY_MS = 800

/** Thrown by a saver that finds the document cannot be sent as it is. */
export class InvalidDocument extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(message)
  }
}

export interface AutosaveOptions<D, A> {
  reducer: HistoryOf<D, A>
  initial: { document: D; version: number }
  /**
   * Sends the document, naming the version it was read at; resolves to the new version.
   * `saved` is the document as the server last had it, for savers that send only what changed.
   */
  save: (document: D, baseVersion: number, saved: D) => Promise<number>
  /** Problems the owner must fix before the document can be saved (nothing is sent meanwhile). */
  validate?: (document: D) => { message: string; errors: Record<string, string> } | null
  onSaved?: (document: D) => void
  /**
   * False keeps changes as a draft until `flush` (an explicit save): for documents whose every
   * save reaches visitors at once, such as the site styles.
   */
  autosave?: boolean
}

/**
 * A document and its history, saved a moment after each change. Whatever is present (an edit, an
 * undo or a redo) is what gets saved, so there is one mechanism for all three — for page blocks,
 * page settings, the navigation, site styles and blog posts alike.
 */
export function useAutosavedHistory<D, A>(options: AutosaveOptions<D, A>) {
  const [history, dispatch] = useReducer(options.reducer, options.initial.document, startHistory<D>)
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' })
  const [savedRevision, setSavedRevision] = useState(0)
  const version = useRef(options.initial.version)
  const saved = useRef<D>(options.initial.document)
  const inFlight = useRef<Promise<void> | null>(null)
  const latest = useRef(history.present)
  latest.current = history.present
  const callbacks = useRef(options)
  callbacks.current = options

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current
    const document = latest.current
    if (document === saved.current) return
    const problems = callbacks.current.validate?.(document)
    if (problems) {
      setSaveState({ kind: 'invalid', ...problems })
      return
    }
    setSaveState({ kind: 'saving' })
    const run = (async () => {
      try {
        version.current = await callbacks.current.save(document, version.current, saved.current)
        saved.current = document
        setSaveState(latest.current === document ? { kind: 'saved' } : { kind: 'unsaved' })
        setSavedRevision((revision) => revision + 1)
        callbacks.current.onSaved?.(document)
      } catch (error) {
        if (error instanceof InvalidDocument) {
          setSaveState({ kind: 'invalid', message: error.message, errors: error.errors })
        } else if (error instanceof ApiError && error.status === 409) {
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
  }, [])

  useEffect(() => {
    if (history.present === saved.current) {
      // Undo back to the saved document: nothing to save, unless a save is still running.
      if (!inFlight.current)
        setSaveState((state) =>
          state.kind === 'unsaved' || state.kind === 'invalid' ? { kind: 'saved' } : state,
        )
      return
    }
    setSaveState((state) => (state.kind === 'conflict' ? state : { kind: 'unsaved' }))
    if (callbacks.current.autosave === false) return
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [history.present, save])

  const act = useCallback((action: A | HistoryControl<D>) => dispatch(action), [])
  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  /** Takes a document the server sent as the saved one, starting its history over. */
  const reset = useCallback((document: D, nextVersion: number) => {
    saved.current = document
    version.current = nextVersion
    dispatch({ type: 'reset', layout: document })
  }, [])

  const isDirty = useCallback(() => latest.current !== saved.current, [])

  /** Records a version the server gave for a change made outside the document (a password). */
  const rebase = useCallback((nextVersion: number) => {
    version.current = nextVersion
  }, [])

  return {
    document: history.present,
    dispatch: act,
    undo,
    redo,
    reset,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    saveState,
    /** Goes up after each successful save. */
    savedRevision,
    /** Saves now and resolves once the document on the server is current. */
    flush: save,
    isDirty,
    /** The document as the server last had it (what an explicit save would leave). */
    savedDocument: () => saved.current,
    /** The version the last save (or load) left the document at. */
    version: () => version.current,
    rebase,
  }
}

export type AutosavedHistory<D, A> = ReturnType<typeof useAutosavedHistory<D, A>>
