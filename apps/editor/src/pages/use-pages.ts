import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { editorApi } from '../api/editor-api.js'
import type { PagesResponse } from '../api/api-types.js'
import { toNavNodes, type PageTree } from './page-tree.js'

export const pagesKey = ['pages'] as const

export function usePages() {
  return useQuery({ queryKey: pagesKey, queryFn: editorApi.pages })
}

/**
 * Saves a new order, showing it at once and rolling back if the server refuses it (a 409 when
 * another owner changed the navigation since it was read). Moves are sent one after another, each
 * naming the navigation version the one before it produced.
 */
export function useArrangePages() {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: 'arrange-pages' },
    mutationFn: (tree: PageTree) =>
      editorApi.arrangeNavigation(
        { main: toNavNodes(tree.main), hidden: toNavNodes(tree.hidden) },
        queryClient.getQueryData<PagesResponse>(pagesKey)?.navigationVersion,
      ),
    onMutate: async (tree) => {
      await queryClient.cancelQueries({ queryKey: pagesKey })
      const before = queryClient.getQueryData<PagesResponse>(pagesKey)
      if (before) {
        queryClient.setQueryData<PagesResponse>(pagesKey, {
          ...before,
          sections: before.sections.map((section) =>
            section.id === 'main' || section.id === 'hidden'
              ? { ...section, pages: tree[section.id] }
              : section,
          ),
        })
      }
      return { before }
    },
    onError: (_error, _tree, context) => {
      if (context?.before) queryClient.setQueryData(pagesKey, context.before)
    },
    onSuccess: (data) => queryClient.setQueryData(pagesKey, data),
  })
}
