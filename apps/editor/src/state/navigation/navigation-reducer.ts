import type { PageSummary } from '../../api/api-types.js'
import { ARRANGEABLE_SECTIONS, movePage, placePage, type PageTree } from '../../pages/page-tree.js'
import { createHistoryReducer } from '../history.js'
import type { NavigationAction } from './navigation-action.js'

function renamePage(tree: PageTree, id: string, title: string): PageTree {
  const trimmed = title.trim()
  let changed = false
  const rename = (pages: PageSummary[]): PageSummary[] =>
    pages.map((page) => {
      if (page.id === id && trimmed !== '' && page.title !== trimmed) {
        changed = true
        return { ...page, title: trimmed, navigationTitle: trimmed }
      }
      return page.children ? { ...page, children: rename(page.children) } : page
    })
  const renamed = Object.fromEntries(
    ARRANGEABLE_SECTIONS.map((section) => [section, rename(tree[section])]),
  ) as PageTree
  return changed ? renamed : tree
}

/** The one place the page navigation changes. */
export function navigationReducer(tree: PageTree, action: NavigationAction): PageTree {
  switch (action.type) {
    case 'move-page':
      return movePage(tree, action.id, action.direction)?.tree ?? tree
    case 'place-page':
      return placePage(tree, action.id, action.target)
    case 'rename-page':
      return renamePage(tree, action.id, action.title)
  }
}

export const navigationHistoryReducer = createHistoryReducer(navigationReducer)
