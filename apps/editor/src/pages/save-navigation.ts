import type { QueryClient } from '@tanstack/react-query'
import type { PageSummary, PagesResponse } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { ARRANGEABLE_SECTIONS, toNavNodes, treeFromSections, type PageTree } from './page-tree.js'
import { pagesKey } from './use-pages.js'

function allPages(tree: PageTree): PageSummary[] {
  return ARRANGEABLE_SECTIONS.flatMap((section) =>
    tree[section].flatMap((page) => [page, ...(page.children ?? [])]),
  )
}

/** The order alone (ids by section), to tell a move from a rename. */
export function orderKey(tree: PageTree): string {
  return JSON.stringify(ARRANGEABLE_SECTIONS.map((section) => toNavNodes(tree[section])))
}

/** Order and titles: what the pages panel shows of the navigation. */
export function structureKey(tree: PageTree): string {
  return JSON.stringify([orderKey(tree), allPages(tree).map((page) => [page.id, page.title])])
}

/**
 * Saves the navigation document: the new order (naming the navigation version it was read at),
 * then each renamed page's titles. Resolves to the navigation version the server now has.
 */
export async function saveNavigation(
  queryClient: QueryClient,
  tree: PageTree,
  saved: PageTree,
  baseVersion: number,
): Promise<number> {
  let list: PagesResponse | undefined
  if (orderKey(tree) !== orderKey(saved)) {
    list = await editorApi.arrangeNavigation(
      {
        main: toNavNodes(tree.main),
        hidden: toNavNodes(tree.hidden),
        member: toNavNodes(tree.member),
      },
      baseVersion,
    )
    queryClient.setQueryData(pagesKey, list)
  }
  const before = new Map(allPages(saved).map((page) => [page.id, page.title]))
  const renamed = allPages(tree).filter((page) => before.get(page.id) !== page.title)
  for (const page of renamed) {
    // The settings version comes from the freshest list: a move may just have changed it.
    const fresh = queryClient.getQueryData<PagesResponse>(pagesKey)
    const current = fresh
      ? allPages(treeFromSections(fresh.sections)).find((entry) => entry.id === page.id)
      : undefined
    await editorApi.updatePage(page.id, {
      title: page.title,
      navigationTitle: page.title,
      ...(current ? { baseVersion: current.settingsVersion } : {}),
    })
  }
  if (renamed.length > 0) {
    list = await editorApi.pages()
    queryClient.setQueryData(pagesKey, list)
  }
  return list?.navigationVersion ?? baseVersion
}
