import { editorStrings } from '../strings.js'
import type { SaveState } from '../state/use-autosaved-history.js'

export function saveText(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return editorStrings.saved
    case 'saving':
      return editorStrings.saving
    case 'unsaved':
      return editorStrings.unsaved
    case 'conflict':
      return state.message
    case 'invalid':
      return [state.message, ...Object.values(state.errors ?? {})]
        .filter((text, index, all) => all.indexOf(text) === index)
        .join(' ')
    case 'error':
      return state.message
  }
}

export function isSaveFailure(state: SaveState): boolean {
  return state.kind === 'conflict' || state.kind === 'invalid' || state.kind === 'error'
}

/** The visible saved state of an autosaved document ('Saved', 'Saving…', a conflict…). */
export function SaveStatus({ state, testId }: { state: SaveState; testId: string }) {
  return (
    <span
      role={isSaveFailure(state) ? 'alert' : 'status'}
      className={`ed-save-state ed-save-${state.kind}`}
      data-testid={testId}
    >
      {saveText(state)}
    </span>
  )
}

/** Undo and Redo buttons for an autosaved document; `what` names it where two share a screen. */
export function UndoRedo({
  history,
  what,
}: {
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean }
  what?: string
}) {
  const name = (action: string) => (what ? `${action} ${what}` : undefined)
  return (
    <>
      <button
        type="button"
        onClick={history.undo}
        disabled={!history.canUndo}
        aria-label={name(editorStrings.undo)}
      >
        {editorStrings.undo}
      </button>
      <button
        type="button"
        onClick={history.redo}
        disabled={!history.canRedo}
        aria-label={name(editorStrings.redo)}
      >
        {editorStrings.redo}
      </button>
    </>
  )
}
