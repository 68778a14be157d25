import type { Layout } from '@atelier/schema'
import { editorApi } from '../api/editor-api.js'
import { historyReducer } from '../state/history.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'

export { AUTOSAVE_DELAY_MS, type SaveState } from '../state/use-autosaved-history.js'

/**
 * The page document and its history, saved as a draft a moment after each change. Whatever is
 * present (an edit, an undo or a redo) is what gets saved, so there is one mechanism for all three.
 */
export function usePageDocument(pageId: string, initial: { layout: Layout; version: number }) {
  const autosaved = useAutosavedHistory({
    reducer: historyReducer,
    initial: { document: initial.layout, version: initial.version },
    save: async (layout, baseVersion) =>
      (await editorApi.saveContent(pageId, layout, baseVersion)).version,
  })
  return { ...autosaved, layout: autosaved.document }
}

export type PageDocument = ReturnType<typeof usePageDocument>
