import { useQuery } from '@tanstack/react-query'
import { editorApi } from '../api/editor-api.js'

export const pagesKey = ['pages'] as const

/**
 * The page list. Moves and renames are saved by the pages panel's navigation document
 * (`save-navigation.ts`), each naming the navigation version the one before it produced.
 */
export function usePages() {
  return useQuery({ queryKey: pagesKey, queryFn: editorApi.pages })
}
